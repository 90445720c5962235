import 'i18next';

// The site configures i18next with returnNull: false, so t() always gives a string.
declare module 'i18next' {
  interface CustomTypeOptions {
    returnNull: false;
  }
}

export * from './locales';
export * from './route-table';
export * from './paths';
export * from './preview-path';
export * from './quote-form-routes';
export * from './security-headers';

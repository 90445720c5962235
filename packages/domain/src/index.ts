export * from './tallinn-date';

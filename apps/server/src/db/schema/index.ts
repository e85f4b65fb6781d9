export * from './users';
export * from './recipes';
export * from './notifications';
export * from './ai';
export * from './collections';
export * from './search';

export * from './constants';
export * from './errors';
export * from './data-screens';

export * from './constants';
export * from './errors';
export * from './account';
export * from './purchase';
export * from './data-screens';

export * from './constants';
export * from './errors';
export * from './data-screens';
export * from './account';
export * from './purchase';

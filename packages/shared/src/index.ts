export * from './account';
export * from './constants';
export * from './content';
export * from './errors';
export * from './format';
export * from './knowledge-hub';
export * from './purchase';
export * from './query';

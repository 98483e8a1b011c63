export * from './auth';
export * from './commerce';
export * from './content';
export * from './data';
export * from './choice-list';
export * from './event-stream';
export * from './notification';
export * from './predictions';

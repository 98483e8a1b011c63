export * from './auth';
export * from './commerce';
export * from './content';
export * from './data';

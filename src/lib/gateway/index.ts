export * from './envelope';
export * from './errors';
export * from './error-codes';
export * from './client';
export * from './endpoints';
export * from './revision';

/**
 * The endpoint catalogue: one module per service group (spec §7). Feature APIs and the gateway
 * simulator's handlers both import from here.
 */
export * from './account';
export * from './bulletin';
export * from './order';
export * from './booking';
export * from './regular-passenger';
export * from './payment';
export * from './agency';
export * from './document';
export * from './refund';
export * from './ancillary';
export * from './promotional';
export * from './charter';
export * from './series';
export * from './auction';
export * from './scattered';
export * from './schedule-change';
export * from './todo';
export * from './search';
export * from './presence';

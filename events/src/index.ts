export * from './catalogue/index.ts';
export * from './config.ts';
export * from './database.ts';
export * from './doorbell.ts';
export * from './projections.ts';
export * from './store/index.ts';
export * from './streams.ts';

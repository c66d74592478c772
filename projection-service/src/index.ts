// Public surface of the projection-service package (used by tools and other services' tests).
export * from './framework/checkpoint.ts';
export * from './framework/drain.ts';
export * from './framework/migrate.ts';
export * from './framework/projection.ts';
export { projections, projectionByName } from './projections/index.ts';
export { rebuild, rebuildMany } from './rebuild/rebuild.ts';
export { verify } from './verify/verify.ts';
export { startProjectionWorker } from './worker.ts';

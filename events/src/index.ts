export * from './catalogue/index.ts';
export * from './catalogue/narrow.ts';
export * from './modlog/index.ts';
export * from './projections.ts';
export * from './streams.ts';
export * from './roles.ts';
export * from './actor.ts';

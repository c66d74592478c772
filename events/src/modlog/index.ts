export * from './actions.ts';
export * from './chain.ts';
export * from './readLog.ts';

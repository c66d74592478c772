export * from './actions.ts';
export * from './chain.ts';

export { createApp, type AppDeps } from './app.ts';
export { CommandBus, type CommandBusDeps, type CommandResult, type ExecuteOptions, type Ringer } from './bus.ts';
export { catalogueCommands } from './catalogue/index.ts';
export * from './errors.ts';
export { ensureOwnTables } from './framework/ownTables.ts';
export { createLogger, type Logger } from './logger.ts';

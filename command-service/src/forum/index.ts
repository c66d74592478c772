import type { RegisteredCommand } from '../framework/command.ts';
import { commentCommands } from './comments/index.ts';
import { threadCommands } from './thread/index.ts';
import { threadViewsCommands } from './views/commands.ts';

/** Threads, comment trees, likes, subscriptions, reports and page views (ADR 17), by command name. */
export const forumCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...threadCommands, ...commentCommands, ...threadViewsCommands].map((c) => [c.type, c]),
);

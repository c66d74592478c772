import type { RegisteredCommand } from '../framework/command.ts';
import { activityCommands } from './activity/index.ts';
import { airingCommands } from './airing/commands.ts';
import { socialGraphCommands } from './graph/index.ts';
import { inboxCommands } from './inbox/commands.ts';

/** Activities, replies, likes, follows, blocks, notifications read and episodes announced, by command name. */
export const socialCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...activityCommands, ...socialGraphCommands, ...inboxCommands, ...airingCommands].map((c) => [c.type, c]),
);

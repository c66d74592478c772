import type { RegisteredCommand } from '../framework/command.ts';
import { memberModerationCommands } from './member/index.ts';
import { reportCommands } from './reports/index.ts';

/** Reports, mod notes and bans (ADR 21), by command name. */
export const moderationCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...reportCommands, ...memberModerationCommands].map((c) => [c.type, c]),
);

import type { RegisteredCommand } from '../framework/command.ts';
import { favouritesCommands } from '../favourites/commands.ts';
import { mediaListCommands } from './commands.ts';

/** A member's lists and favourites, by command name. */
export const listCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...mediaListCommands, ...favouritesCommands].map((c) => [c.type, c]),
);

import type { RegisteredCommand } from '../framework/command.ts';
import { reviewCommands } from './commands.ts';

/** Reviews: writing, editing, deleting, voting on and reporting them, by command name. */
export const reviewCommandsByName: ReadonlyMap<string, RegisteredCommand> = new Map(reviewCommands.map((c) => [c.type, c]));

import type { RegisteredCommand } from '../framework/command.ts';
import { recommendationCommands } from './commands.ts';

/** Recommendations: rating a pair of media (the first up vote adds it) and removing it, by command name. */
export const recommendationCommandsByName: ReadonlyMap<string, RegisteredCommand> = new Map(recommendationCommands.map((c) => [c.type, c]));

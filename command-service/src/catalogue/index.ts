import type { RegisteredCommand } from '../framework/command.ts';
import { characterCommands } from './character/commands.ts';
import { mediaCommands } from './media/commands.ts';
import { mediaTagsCommands } from './mediaTags/commands.ts';
import { mediaTagCommands } from './tag/commands.ts';
import { staffCommands } from './staff/commands.ts';
import { studioCommands } from './studio/commands.ts';

/** The catalogue commands of the HTTP contract, by name. */
export const catalogueCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...mediaCommands, ...characterCommands, ...staffCommands, ...studioCommands, ...mediaTagCommands, ...mediaTagsCommands].map((c) => [c.type, c]),
);

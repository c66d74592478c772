import type { RegisteredCommand } from '../framework/command.ts';
import { characterCommands } from './character/index.ts';
import { mediaCommands } from './media/index.ts';
import { mediaTagsCommands } from './mediaTags/index.ts';
import { mediaTagCommands } from './tag/index.ts';
import { staffCommands } from './staff/index.ts';
import { studioCommands } from './studio/index.ts';

/** The catalogue commands of the HTTP contract, by name. */
export const catalogueCommands: ReadonlyMap<string, RegisteredCommand> = new Map(
  [...mediaCommands, ...characterCommands, ...staffCommands, ...studioCommands, ...mediaTagCommands, ...mediaTagsCommands].map((c) => [
    c.type,
    c,
  ]),
);

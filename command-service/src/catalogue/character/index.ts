import { personCommands } from '../person/specs.ts';
import { CHARACTER } from './character.ts';

export const characterCommands = personCommands(CHARACTER);

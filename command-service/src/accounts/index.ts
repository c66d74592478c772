import type { RegisteredCommand } from '../framework/command.ts';
import { userCommands } from './user/index.ts';

/** The account commands of the HTTP contract, by name (sign-up is not among them: see auth/signUp.ts). */
export const accountCommands: ReadonlyMap<string, RegisteredCommand> = new Map(userCommands.map((c) => [c.type, c]));

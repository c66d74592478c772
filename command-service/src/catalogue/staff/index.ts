import { personCommands } from '../person/specs.ts';
import { STAFF } from './staff.ts';

export const staffCommands = personCommands(STAFF);

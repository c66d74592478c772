import { personDecider } from '../person/decide.ts';
import { STAFF } from './staff.ts';

export const staffDecider = personDecider(STAFF);

import { personDecider } from '../person/decide.ts';
import { CHARACTER } from './character.ts';

export const characterDecider = personDecider(CHARACTER);

import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { parseActor } from './actor.ts';

describe('parseActor', () => {
  it('reads the x-actor header, a missing one being a guest', () => {
    expect(parseActor(undefined)).toEqual({ kind: 'guest' });
    expect(parseActor('{"kind":"system"}')).toEqual({ kind: 'system' });
    expect(parseActor('{"kind":"user","id":7,"moderatorRoles":["ANIME_DATA"],"donatorTier":2}')).toEqual({
      kind: 'user',
      id: 7,
      moderatorRoles: ['ANIME_DATA'],
      donatorTier: 2,
    });
    expect(parseActor('{"kind":"user","id":7}')).toEqual({ kind: 'user', id: 7, moderatorRoles: [], donatorTier: 0 });
  });

  it('refuses a header that is not JSON or not an actor', () => {
    for (const header of ['system', '{"kind":"root"}', '{"kind":"user","id":-1}']) {
      expect(() => parseActor(header)).toThrow(ValidationError);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { addableTags, chooseTag, tagRights, TAG_VOTE_LEVELS, voteLabel } from './tagRules.ts';

const known = [
  { id: 1, name: 'Time Skip', isAdult: false },
  { id: 2, name: 'Gore', isAdult: false },
  { id: 3, name: 'Nudity', isAdult: true },
];

describe('tag rules', () => {
  it('lets members vote and add, data moderators (not retired ones) moderate, guests nothing', () => {
    expect(tagRights(null)).toEqual({ canVote: false, canAdd: false, isDataMod: false });
    expect(tagRights({ id: 1, moderatorRoles: [] })).toEqual({ canVote: true, canAdd: true, isDataMod: false });
    expect(tagRights({ id: 1, moderatorRoles: ['ANIME_DATA'] }).isDataMod).toBe(true);
    expect(tagRights({ id: 1, moderatorRoles: ['COMMUNITY'] }).isDataMod).toBe(false);
    expect(tagRights({ id: 1, moderatorRoles: ['ANIME_DATA', 'RETIRED'] }).isDataMod).toBe(false);
  });

  it('names the six vote levels of core §5, highest first', () => {
    expect(TAG_VOTE_LEVELS.map((l) => `${l.vote} ${l.label}`)).toEqual([
      '5 Main Theme',
      '4 Major Element',
      '3 Moderate Element',
      '2 Lesser Element',
      '1 Minor Element',
      '0 Not Relevant',
    ]);
    expect(voteLabel(0)).toBe('Not Relevant');
    expect(voteLabel(null)).toBeNull();
  });

  it('offers adult tags only for adult media, and none the media has', () => {
    expect(addableTags(known, false, new Set([1])).map((t) => t.name)).toEqual(['Gore']);
    expect(addableTags(known, true, new Set()).map((t) => t.name)).toEqual(['Time Skip', 'Gore', 'Nudity']);
  });

  it('tells a known name (any case) from a new one, one on the media and an adult one on other media', () => {
    expect(chooseTag('  ', known, false, new Set())).toEqual({ kind: 'empty' });
    expect(chooseTag('gore', known, false, new Set())).toEqual({ kind: 'known', tag: known[1] });
    expect(chooseTag('Time Skip', known, false, new Set([1]))).toEqual({ kind: 'onMedia', tag: known[0] });
    expect(chooseTag('Nudity', known, false, new Set())).toEqual({ kind: 'adultOnly', tag: known[2] });
    expect(chooseTag('Nudity', known, true, new Set())).toEqual({ kind: 'known', tag: known[2] });
    expect(chooseTag(' Time Loop ', known, false, new Set())).toEqual({ kind: 'new', name: 'Time Loop' });
  });
});

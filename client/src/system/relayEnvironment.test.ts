import { describe, expect, it } from 'vitest';
import { getDataID } from './relayEnvironment.ts';

describe('getDataID', () => {
  it('keys records by type and id', () => {
    expect(getDataID({ id: 5 }, 'Media')).toBe('Media:5');
    expect(getDataID({ id: 5 }, 'Character')).toBe('Character:5');
  });
  it('leaves records without an id, edges (whose id is their node’s) and media tags to Relay’s path-based ids', () => {
    expect(getDataID({}, 'PageInfo')).toBeUndefined();
    expect(getDataID({ id: 5 }, 'CharacterEdge')).toBeUndefined();
    expect(getDataID({ id: 5 }, 'MediaEdge')).toBeUndefined();
    // A tag on a media: rank and spoiler flag belong to that media, not to the tag.
    expect(getDataID({ id: 5 }, 'MediaTag')).toBeUndefined();
  });
});

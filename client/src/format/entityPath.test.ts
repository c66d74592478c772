import { describe, expect, it } from 'vitest';
import { characterPath, characterRoleLabel, staffPath, studioPath } from './entityPath.ts';

describe('entity paths', () => {
  it('adds the slug of the name, or none when it has no word characters', () => {
    expect(characterPath(5, 'Spike Spiegel')).toBe('/character/5/Spike-Spiegel');
    expect(staffPath(7, 'Kana Hanazawa')).toBe('/staff/7/Kana-Hanazawa');
    expect(studioPath(3, 'Kyoto Animation')).toBe('/studio/3/Kyoto-Animation');
    expect(characterPath(9, 'フリーレン')).toBe('/character/9');
    expect(studioPath(4, null)).toBe('/studio/4');
  });
  it('labels character roles', () => {
    expect(['MAIN', 'SUPPORTING', 'BACKGROUND', null].map(characterRoleLabel)).toEqual(['Main', 'Supporting', 'Background', '']);
  });
});

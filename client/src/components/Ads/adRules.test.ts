import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adSlotShows, adsEnabledFor, DESKTOP_ABOVE } from './adRules.ts';
import { houseAdFor } from './houseAds.ts';

const member = (donatorTier: number, moderatorRoles: string[] = [], id = 7) => ({ id, donatorTier, moderatorRoles });
const normal = { switchedOff: false };
const errorOrAdult = { switchedOff: true };

describe('who sees ads (core §1, §6; social §9)', () => {
  it('guests and members up to donator tier 1 do', () => {
    expect(adsEnabledFor(null)).toBe(true);
    expect(adsEnabledFor(member(0))).toBe(true);
    expect(adsEnabledFor(member(1))).toBe(true);
  });

  it('donators above tier 1 and moderators do not; a retired moderator does', () => {
    expect(adsEnabledFor(member(2))).toBe(false);
    expect(adsEnabledFor(member(5))).toBe(false);
    expect(adsEnabledFor(member(0, ['COMMUNITY']))).toBe(false);
    expect(adsEnabledFor(member(0, ['ANIME_DATA']))).toBe(false);
    expect(adsEnabledFor(member(0, ['COMMUNITY', 'RETIRED']))).toBe(true);
  });

  it('the user with id 1 always does', () => {
    expect(adsEnabledFor(member(5, ['ADMIN'], 1))).toBe(true);
  });
});

describe('slots', () => {
  it('the page slot follows the viewer rule', () => {
    expect(adSlotShows('page', null, normal)).toBe(true);
    expect(adSlotShows('page', member(1), normal)).toBe(true);
    expect(adSlotShows('page', member(2), normal)).toBe(false);
    expect(adSlotShows('page', member(0, ['LEAD_COMMUNITY']), normal)).toBe(false);
  });

  it('the media header slot is for guests only (core §2)', () => {
    expect(adSlotShows('mediaHeader', null, normal)).toBe(true);
    expect(adSlotShows('mediaHeader', member(0), normal)).toBe(false);
    expect(adSlotShows('mediaHeader', member(0, [], 1), normal)).toBe(false);
  });

  it('error pages and adult media switch every slot off', () => {
    expect(adSlotShows('page', null, errorOrAdult)).toBe(false);
    expect(adSlotShows('mediaHeader', null, errorOrAdult)).toBe(false);
    expect(adSlotShows('page', member(0, [], 1), errorOrAdult)).toBe(false);
  });

  it('show on desktop widths only: the stylesheet hides them at 1040 px and below', () => {
    const css = readFileSync(new URL('./AdSlot.module.css', import.meta.url), 'utf8');
    expect(css).toMatch(new RegExp(`@media \\(max-width: ${DESKTOP_ABOVE}px\\) \\{\\s*\\.slot \\{\\s*display: none;`));
    expect(DESKTOP_ABOVE).toBe(1040);
  });
});

describe('house banners', () => {
  it('guests are asked to sign up in the page slot, members shown the apps', () => {
    expect(houseAdFor('page', true, '/search/anime')?.to).toBe('/signup');
    expect(houseAdFor('mediaHeader', true, '/anime/1/x')?.to).toBe('/apps');
    expect(houseAdFor('page', false, '/home')?.to).toBe('/apps');
  });

  it('never lead to the page they are shown on', () => {
    expect(houseAdFor('page', true, '/signup')?.to).toBe('/apps');
    expect(houseAdFor('page', true, '/apps/')?.to).toBe('/signup');
    expect(houseAdFor('page', false, '/apps')).toBeNull();
  });
});

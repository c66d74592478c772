import { describe, expect, it } from 'vitest';
import { withAffiliateTag } from './affiliate.ts';

describe('affiliate tag on the named store (MEDIA-24)', () => {
  it("appends the tag to the store's links, whichever national shop", () => {
    expect(withAffiliateTag('https://www.amazon.co.jp/dp/B0123', 'site-22')).toBe('https://www.amazon.co.jp/dp/B0123?tag=site-22');
    expect(withAffiliateTag('https://amazon.com/gp/video/detail/X?ref=a#top', 'site-22')).toBe(
      'https://amazon.com/gp/video/detail/X?ref=a&tag=site-22#top',
    );
    expect(withAffiliateTag('https://www.amazon.com.br/dp/1', 'site-22')).toBe('https://www.amazon.com.br/dp/1?tag=site-22');
  });

  it('replaces a tag the link already carries', () => {
    expect(withAffiliateTag('https://www.amazon.de/dp/1?tag=someone-21', 'site-22')).toBe('https://www.amazon.de/dp/1?tag=site-22');
  });

  it('leaves other sites, look-alike hosts, bad addresses and an unset tag alone', () => {
    expect(withAffiliateTag('https://www.crunchyroll.com/series/1', 'site-22')).toBe('https://www.crunchyroll.com/series/1');
    expect(withAffiliateTag('https://amazon.example.org/dp/1', 'site-22')).toBe('https://amazon.example.org/dp/1');
    expect(withAffiliateTag('https://notamazon.com/dp/1', 'site-22')).toBe('https://notamazon.com/dp/1');
    expect(withAffiliateTag('not a url', 'site-22')).toBe('not a url');
    expect(withAffiliateTag('https://www.amazon.co.jp/dp/1', undefined)).toBe('https://www.amazon.co.jp/dp/1');
  });
});

// In the DOM project (.tsx): the records are read back from the page the way the browser reads them.
import { describe, expect, it } from 'vitest';
import { RECORDS_ELEMENT_ID, recordsElement, takeServerRecords } from './serverRendered.ts';
import { serverRenderedPath } from './serverRenderedPaths.ts';

describe('the records a server-rendered page carries', () => {
  it('cannot be ended early by a title, and come back as they went', () => {
    const records = { 'Media:1': { __id: 'Media:1', __typename: 'Media', title: '</script><script>alert(1)</script> <!-- \u2028' } };
    const element = recordsElement(records);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    document.body.insertAdjacentHTML('beforeend', element);
    expect(takeServerRecords()).toEqual(records);
    // Taken once: the element is gone, and a second look finds nothing.
    expect(document.getElementById(RECORDS_ELEMENT_ID)).toBeNull();
    expect(takeServerRecords()).toBeNull();
  });
});

describe('the pages the server renders for guests', () => {
  it('are the landing page, search, media overviews, profiles and their lists', () => {
    for (const path of [
      '/',
      '/search/anime',
      '/search/manga/popular',
      '/anime/1',
      '/manga/2/Title',
      '/user/Yuki',
      '/user/Yuki/animelist',
      '/user/Yuki/mangalist/Completed',
    ]) {
      expect(`${path} ${serverRenderedPath(path)}`).toBe(`${path} true`);
    }
    // A media page's tabs have screens (and stylesheets) of their own: the browser renders them.
    for (const path of [
      '/manga/2/Title/characters',
      '/anime/1/reviews',
      '/home',
      '/search/characters',
      '/anime/abc',
      '/user/Yuki/stats/anime/overview',
      '/forum',
      '/settings',
      '/login',
    ]) {
      expect(`${path} ${serverRenderedPath(path)}`).toBe(`${path} false`);
    }
  });
});

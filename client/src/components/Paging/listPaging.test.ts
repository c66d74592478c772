import { describe, expect, it } from 'vitest';
import { LoadFailure } from '../../system/errors/loadFailure.ts';
import { edgeNodes, listNext, loadedConnection } from './listPaging.ts';

const state = (pages: number, more = { hasNext: true, isLoadingNext: false, failed: false }) => ({ pages, ...more });

describe('what a paginated list does after its pages (core §4)', () => {
  it('waits for the page on its way', () => {
    expect(listNext(state(1, { hasNext: true, isLoadingNext: true, failed: false }), 2)).toBe('loading');
  });

  it('says a page failed, until it is asked again', () => {
    expect(listNext(state(3, { hasNext: true, isLoadingNext: false, failed: true }), 2)).toBe('failed');
  });

  it('is complete once the server has nothing more', () => {
    expect(listNext(state(1, { hasNext: false, isLoadingNext: false, failed: false }), 2)).toBe('complete');
    expect(listNext(state(2, { hasNext: false, isLoadingNext: false, failed: false }), 2)).toBe('complete');
  });

  it('pauses for Load More after every N pages, and loads on scroll between', () => {
    expect(listNext(state(1), 2)).toBe('scroll');
    expect(listNext(state(2), 2)).toBe('paused');
    expect(listNext(state(3), 2)).toBe('scroll');
    expect(listNext(state(4), 2)).toBe('paused');
    expect(listNext(state(3), 3)).toBe('paused');
    // A reply list on a card stops after every page ("Show more replies").
    expect(listNext(state(1), 1)).toBe('paused');
  });

  it('never pauses without a limit', () => {
    expect(listNext(state(2), null)).toBe('scroll');
    expect(listNext(state(4), 0)).toBe('scroll');
  });
});

describe('a connection as a list shows it', () => {
  it('leaves out the nodes deleted from the store since (they read null)', () => {
    expect(edgeNodes({ edges: [{ node: { id: 5 } }, { node: null }, null, { node: { id: 3 } }] })).toEqual([{ id: 5 }, { id: 3 }]);
  });

  it('is a failed load when the server answered none, never an empty list', () => {
    expect(() => loadedConnection(null)).toThrow(LoadFailure);
    expect(loadedConnection({ edges: [] })).toEqual({ edges: [] });
  });
});

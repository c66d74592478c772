import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { environment } from '../system/relayEnvironment.ts';
import { removeRecommendation } from './deleteRecommendation.ts';
import { PREVIEW_ARGS, putFirstInPreview, setRating } from './saveRecommendation.ts';

const record = (id: string) => environment.getStore().getSource().get(id);

/** The ids of the pairs Media:<id>'s preview lists, as the store holds them. */
function previewIds(mediaId: number): (string | null)[] {
  let ids: (string | null)[] = [];
  commitLocalUpdate(environment, (store) => {
    const nodes = store.get(`Media:${mediaId}`)?.getLinkedRecord('recommendations', PREVIEW_ARGS)?.getLinkedRecords('nodes') ?? [];
    ids = nodes.map((node) => node?.getDataID() ?? null);
  });
  return ids;
}

describe('recommendation updaters', () => {
  it('show the new rating and move the count by the difference at once', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('Recommendation:1', 'Recommendation').setValue(3, 'rating').setValue('RATE_UP', 'userRating');
    });
    commitLocalUpdate(environment, setRating({ id: 1, rating: 3, userRating: 'RATE_UP' }, 'RATE_DOWN'));
    expect(record('Recommendation:1')).toMatchObject({ rating: 1, userRating: 'RATE_DOWN' });
    commitLocalUpdate(environment, setRating({ id: 1, rating: 1, userRating: 'RATE_DOWN' }, 'NO_RATING'));
    expect(record('Recommendation:1')).toMatchObject({ rating: 2, userRating: 'NO_RATING' });
  });

  it("put a new pair first in the media's preview, keeping 7 with the rest under View all, and leave one already shown in place", () => {
    commitLocalUpdate(environment, (store) => {
      const preview = store.create('client:preview:9', 'RecommendationConnection');
      preview.setLinkedRecord(store.create('client:preview:9:pageInfo', 'PageInfo').setValue(false, 'hasNextPage'), 'pageInfo');
      const nodes = [1, 2, 3, 4, 5, 6, 7].map((n) => store.create(`Recommendation:${100 + n}`, 'Recommendation'));
      preview.setLinkedRecords(nodes, 'nodes');
      store.create('Media:9', 'Media').setLinkedRecord(preview, 'recommendations', PREVIEW_ARGS);
      store.create('Recommendation:200', 'Recommendation');
    });
    commitLocalUpdate(environment, (store) => putFirstInPreview(store, 9, store.get('Recommendation:200')!));
    expect(previewIds(9)).toEqual(['Recommendation:200', ...[1, 2, 3, 4, 5, 6].map((n) => `Recommendation:${100 + n}`)]);
    expect(record('client:preview:9:pageInfo')?.hasNextPage).toBe(true);
    commitLocalUpdate(environment, (store) => putFirstInPreview(store, 9, store.get('Recommendation:103')!));
    expect(previewIds(9)[3]).toBe('Recommendation:103');
    expect(previewIds(9)).toHaveLength(7);
  });

  it('remove a deleted pair from the store, so lists holding it skip it', () => {
    commitLocalUpdate(environment, (store) => {
      store.create('Recommendation:5', 'Recommendation');
    });
    commitLocalUpdate(environment, removeRecommendation(5));
    expect(record('Recommendation:5')).toBeNull();
  });
});

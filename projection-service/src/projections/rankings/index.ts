import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { recomputeRankings } from './compute.ts';

/**
 * Rankings are recomputed, not folded from events: a media's rank moves whenever any other media's score
 * or popularity does. The worker runs `refresh` every 10 minutes and shortly after rm_media changed.
 */
export const rankings = defineProjection({
  name: 'rankings',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.rankings,
  async apply() {},
  refresh: {
    everyMs: 10 * 60_000,
    after: ['media'],
    // Rebuilt whole each time: always announced as changed.
    run: async (pool, schema) => {
      await recomputeRankings(pool, schema);
      return true;
    },
  },
});

import type { MediaFormat, MediaSeason } from '@tsuzuki/events';

/** A row of rm_rankings.media_rankings, as this projection writes it and the query-service reads it. */
export interface RankingRow {
  id: number;
  media_id: number;
  rank: number;
  type: 'RATED' | 'POPULAR';
  format: MediaFormat | null;
  year: number | null;
  season: MediaSeason | null;
  all_time: boolean;
  context: string;
  importance: number;
}

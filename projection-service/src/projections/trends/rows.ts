/** A row of rm_trends.media_trends (one point per media and UTC day), as this projection writes it and the query-service reads it. */
export interface TrendRow {
  media_id: number;
  date: number;
  trending: number;
  average_score: number | null;
  popularity: number | null;
  in_progress: number | null;
  releasing: boolean;
  episode: number | null;
}

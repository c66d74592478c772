import type { FuzzyDate, MediaListEntryFields, Rewatch } from '@tsuzuki/events';

/** A row of rm_lists.entries, as the projection writes it and the query-service reads it. */
export interface EntryRow {
  id: number;
  user_id: number;
  media_id: number;
  media_type: 'ANIME' | 'MANGA';
  status: MediaListEntryFields['status'];
  score: number;
  progress: number;
  progress_volumes: number;
  repeat: number;
  priority: number;
  private: boolean;
  notes: string;
  hidden_from_status_lists: boolean;
  custom_lists: string[];
  advanced_scores: Record<string, number>;
  started_at: number | null;
  completed_at: number | null;
  rewatches: Rewatch[];
  rewatch_started_at: FuzzyDate | null;
  revision: number;
  created_at: number;
  updated_at: number;
}

// Rows of the social read models (projection-service/src/projections/activities, social, notifications).

export type ActivityType = 'TEXT' | 'MESSAGE' | 'ANIME_LIST' | 'MANGA_LIST';

export interface ActivityRow {
  id: number;
  type: ActivityType;
  /** Whose activity it is: the author of a status or list activity, the recipient of a message. */
  user_id: number;
  messenger_id: number | null;
  media_id: number | null;
  status: string | null;
  progress: string | null;
  text: string | null;
  is_private: boolean;
  created_at: number;
  like_count: number;
  reply_count: number;
  is_locked: boolean;
  is_pinned: boolean;
  deleted: boolean;
}

export interface ReplyRow {
  id: number;
  activity_id: number;
  user_id: number;
  text: string;
  like_count: number;
  created_at: number;
}

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  actor_id: number | null;
  activity_id: number | null;
  reply_id: number | null;
  media_id: number | null;
  episode: number | null;
  /** Catalogue notices (ADR 22): the data moderator's reason and the titles that are gone. */
  reason?: string | null;
  deleted_titles?: string[] | null;
  created_at: number;
  source_txid: string;
  source_pos: string;
}

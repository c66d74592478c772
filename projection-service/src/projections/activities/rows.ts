// Rows of rm_activities, as this projection writes them and the query-service reads them.

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
  /** Log positions (ADR 71): of the event that put it at the top of feeds, and of its last change (bigint text). */
  posted_txid: string | null;
  posted_pos: string | null;
  changed_txid: string | null;
  changed_pos: string | null;
}

export interface ReplyRow {
  id: number;
  activity_id: number;
  user_id: number;
  text: string;
  like_count: number;
  created_at: number;
}

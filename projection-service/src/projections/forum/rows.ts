// Rows of rm_forum, as this projection writes them and the query-service reads them.

export interface ThreadRow {
  id: number;
  user_id: number;
  title: string;
  body: string;
  categories: number[];
  media_categories: number[];
  is_sticky: boolean;
  is_locked: boolean;
  view_count: number;
  reply_count: number;
  like_count: number;
  reply_user_id: number | null;
  reply_comment_id: number | null;
  replied_at: number | null;
  created_at: number;
  updated_at: number;
  deleted: boolean;
  /** The log position of its last change, views aside (ADR 71; bigint text). */
  changed_txid: string | null;
  changed_pos: string | null;
}

export interface ThreadCommentRow {
  id: number;
  thread_id: number;
  root_comment_id: number;
  parent_comment_id: number | null;
  user_id: number;
  comment: string;
  like_count: number;
  /** On a top-level comment: its tree's lock. */
  is_locked: boolean;
  created_at: number;
  updated_at: number;
}

/** A row of rm_forum.comment_reports. */
export interface CommentReportRow {
  comment_id: number;
  reporter_id: number;
  thread_id: number;
  comment_user_id: number;
  reason: string;
  comment: string;
  created_at: number;
}

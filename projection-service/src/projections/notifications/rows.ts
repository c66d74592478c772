import type { NOTIFICATION_TYPES } from '@tsuzuki/events';

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A row of rm_notifications.notifications, as this projection writes it and the query-service reads it. */
export interface NotificationRow {
  id: number;
  user_id: number;
  type: NotificationType;
  actor_id: number | null;
  activity_id: number | null;
  reply_id: number | null;
  media_id: number | null;
  episode: number | null;
  thread_id: number | null;
  comment_id: number | null;
  /** MEDIA_DATA_CHANGE, MEDIA_MERGE, MEDIA_DELETION: the data moderator's reason, and the titles that are gone. */
  reason: string | null;
  deleted_titles: string[] | null;
  context_key: string;
  created_at: number;
  source_txid: string;
  source_pos: string;
}

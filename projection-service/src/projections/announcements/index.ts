import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { occurredAt } from '../../framework/time.ts';

// Few and rare (an admin's tool): applied one event at a time, in log order.
export const announcements = defineProjection({
  name: 'announcements',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.announcements,
  async apply(events, tx) {
    for (const e of events) {
      if (e.type === 'AnnouncementPublished') {
        const { announcementId, message, forumPath, startsAt, expiresAt } = e.data;
        await tx.query(
          `INSERT INTO announcements (id, message, forum_path, starts_at, expires_at, published_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6)
           ON CONFLICT (id) DO UPDATE SET message = $2, forum_path = $3, starts_at = $4, expires_at = $5, updated_at = $6`,
          [announcementId, message, forumPath, startsAt, expiresAt, occurredAt(e)],
        );
      } else {
        await tx.query('DELETE FROM announcements WHERE id = $1', [e.data.announcementId]);
      }
    }
  },
});

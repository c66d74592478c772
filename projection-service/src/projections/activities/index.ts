import { PROJECTION_INPUTS, type EventData } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows } from '../../framework/recordset.ts';

const COLUMNS = { id: 'integer', type: 'text', user_id: 'integer', media_id: 'integer', status: 'text', progress: 'text', created_at: 'integer' };

export const activities = defineProjection({
  name: 'activities',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.activities,
  // The batch's activities folded by id (a merge later in the batch wins), then one upsert that keeps counts.
  async apply(events, tx) {
    const rows = new Map<number, object>();
    for (const event of events) {
      if (event.type !== 'MediaListEntrySaved') continue;
      const data = event.data as EventData<'MediaListEntrySaved'>;
      if (!data.activity) continue;
      rows.set(data.activity.activityId, {
        id: data.activity.activityId, type: data.mediaType === 'ANIME' ? 'ANIME_LIST' : 'MANGA_LIST', user_id: data.userId,
        media_id: data.mediaId, status: data.activity.status, progress: data.activity.progress,
        created_at: Math.floor(Date.parse(event.metadata.occurredAt) / 1000),
      });
    }
    await insertRows(tx, 'activities', COLUMNS, [...rows.values()],
      'ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, progress = EXCLUDED.progress, created_at = EXCLUDED.created_at');
  },
});

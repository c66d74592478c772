import type pg from 'pg';
import type { RecordedEvent } from '@tsuzuki/event-store';
import { insertRows } from '../../framework/recordset.ts';

/** What a trend point needs of its media: whether it is releasing, and when each episode airs. */
export interface Airing {
  releasing: boolean;
  schedule: { episode: number; airingAt: number }[];
}

/** Releasing, and the latest episode aired by `at` (releasing anime only; a manga has no schedule). */
export function airingAt(airing: Airing | undefined, at: number): { releasing: boolean; episode: number | null } {
  if (!airing?.releasing) return { releasing: false, episode: null };
  let episode: number | null = null;
  for (const s of airing.schedule) if (s.airingAt <= at && (episode === null || s.episode > episode)) episode = s.episode;
  return { releasing: true, episode };
}

/**
 * Applies a catalogue event to the known airing states (in place); returns the media whose state it set, or
 * null. The first MediaAdded of a media counts, like the media read model's insert.
 */
export function applyCatalogueEvent(known: Map<number, Airing>, event: RecordedEvent): number | null {
  if (event.type === 'MediaAdded') {
    const data = event.data;
    if (known.has(data.mediaId)) return null;
    known.set(data.mediaId, { releasing: data.status === 'RELEASING', schedule: data.airingSchedule });
    return data.mediaId;
  }
  if (event.type === 'MediaUpdated') {
    const { mediaId, changes } = event.data;
    if (changes.status === undefined && changes.airingSchedule === undefined) return null;
    const was = known.get(mediaId) ?? { releasing: false, schedule: [] };
    known.set(mediaId, {
      releasing: changes.status === undefined ? was.releasing : changes.status === 'RELEASING',
      schedule: changes.airingSchedule ?? was.schedule,
    });
    return mediaId;
  }
  return null;
}

export async function readAiring(tx: pg.ClientBase, ids: readonly number[]): Promise<Map<number, Airing>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ media_id: number } & Airing>(
    'SELECT media_id, releasing, schedule FROM media_airing WHERE media_id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.media_id, { releasing: r.releasing, schedule: r.schedule }]));
}

export async function writeAiring(tx: pg.ClientBase, known: ReadonlyMap<number, Airing>, ids: ReadonlySet<number>): Promise<void> {
  const rows = [...ids].map((id) => ({ media_id: id, ...known.get(id)! }));
  await insertRows(
    tx,
    'media_airing',
    { media_id: 'integer', releasing: 'boolean', schedule: 'jsonb' },
    rows,
    'ON CONFLICT (media_id) DO UPDATE SET releasing = excluded.releasing, schedule = excluded.schedule',
  );
}

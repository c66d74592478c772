// Versioned enum arguments (AniList): without a version, clients get the values the first version knew,
// so older apps never meet an enum value they cannot decode.
import type { MediaRelation, MediaSource, MediaStatus } from '@tsuzuki/events';

const STATUS_V1: Partial<Record<MediaStatus, MediaStatus>> = { HIATUS: 'RELEASING' };
const SOURCE_V2 = new Set<MediaSource>([
  'ORIGINAL',
  'MANGA',
  'LIGHT_NOVEL',
  'VISUAL_NOVEL',
  'VIDEO_GAME',
  'OTHER',
  'NOVEL',
  'DOUJINSHI',
  'ANIME',
]);
const SOURCE_V1 = new Set<MediaSource>(['ORIGINAL', 'MANGA', 'LIGHT_NOVEL', 'VISUAL_NOVEL', 'VIDEO_GAME', 'OTHER', 'NOVEL']);
const RELATION_V1: Partial<Record<string, MediaRelation>> = {
  SOURCE: 'ADAPTATION',
  COMPILATION: 'OTHER',
  CONTAINS: 'OTHER',
  SAME_UNIVERSE: 'OTHER',
};

export function statusForVersion(status: MediaStatus | null, version: number | null | undefined): MediaStatus | null {
  if (!status || (version ?? 1) >= 2) return status;
  return STATUS_V1[status] ?? status;
}

export function sourceForVersion(source: MediaSource | null, version: number | null | undefined): MediaSource | null {
  if (!source) return source;
  const v = version ?? 1;
  if (v >= 3) return source;
  return (v === 2 ? SOURCE_V2 : SOURCE_V1).has(source) ? source : 'OTHER';
}

export function relationForVersion(relation: MediaRelation, version: number | null | undefined): MediaRelation {
  if ((version ?? 1) >= 2) return relation;
  return RELATION_V1[relation] ?? relation;
}

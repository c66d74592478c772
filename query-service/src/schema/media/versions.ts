// Versioned enum arguments (AniList): without a version, clients get the values the first version knew,
// so older apps never meet an enum value they cannot decode.
const STATUS_V1: Record<string, string> = { HIATUS: 'RELEASING' };
const SOURCE_V2 = new Set(['ORIGINAL', 'MANGA', 'LIGHT_NOVEL', 'VISUAL_NOVEL', 'VIDEO_GAME', 'OTHER', 'NOVEL', 'DOUJINSHI', 'ANIME']);
const SOURCE_V1 = new Set(['ORIGINAL', 'MANGA', 'LIGHT_NOVEL', 'VISUAL_NOVEL', 'VIDEO_GAME', 'OTHER', 'NOVEL']);
const RELATION_V1: Record<string, string> = { SOURCE: 'ADAPTATION', COMPILATION: 'OTHER', CONTAINS: 'OTHER', SAME_UNIVERSE: 'OTHER' };

export function statusForVersion(status: string | null, version: number | null | undefined): string | null {
  if (!status || (version ?? 1) >= 2) return status;
  return STATUS_V1[status] ?? status;
}

export function sourceForVersion(source: string | null, version: number | null | undefined): string | null {
  if (!source) return source;
  const v = version ?? 1;
  if (v >= 3) return source;
  return (v === 2 ? SOURCE_V2 : SOURCE_V1).has(source) ? source : 'OTHER';
}

export function relationForVersion(relation: string, version: number | null | undefined): string {
  if ((version ?? 1) >= 2) return relation;
  return RELATION_V1[relation] ?? relation;
}

// MyAnimeList ids (AniList's Media.idMal), which third-party clients look media up by (Media(idMal), Page.media(idMal_in):
// MAL-Sync, trackers that sync both sites). Real anime keep the id bangumi-data gives them (its `mal` site, the same id
// as their MyAnimeList link), and have none where it gives none: a made-up id would be a false fact (docs/adr/0068).
// The fictional anime and manga get one derived from their own id, in ranges above any id MyAnimeList has handed out
// so far, so that an import from a real MyAnimeList list never meets a generated one: anime from 100,000
// (MyAnimeList's anime ids are below 65,000), manga from 300,000 (its manga ids are below 200,000). Ids are unique
// per type.
import type { MediaType } from '@tsuzuki/events';
import type { MediaDraft } from './draft.ts';

export const GENERATED_MAL_ID_BASE: Readonly<Record<MediaType, number>> = { ANIME: 100_000, MANGA: 300_000 };

export const malIdOf = (draft: Pick<MediaDraft, 'id' | 'type' | 'idMal' | 'real'>): number | null =>
  draft.real ? (draft.idMal ?? null) : GENERATED_MAL_ID_BASE[draft.type] + draft.id;

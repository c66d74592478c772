// AniList anime ids to MyAnimeList ids, from @kawaiioverflow/arm (MIT; a mapping of about 35,000 anime between
// MyAnimeList, AniList, Annict and Syobocal, refreshed by its authors). Manga are not in it: a manga of an AniList
// file is matched by its MyAnimeList id when the file gives it, else by title. The 2 MB table is read on the first
// AniList import, not at start.

let table: Promise<ReadonlyMap<number, number>> | null = null;

async function load(): Promise<ReadonlyMap<number, number>> {
  const { arm } = await import('@kawaiioverflow/arm');
  const map = new Map<number, number>();
  for (const anime of arm) if (anime.anilist_id && anime.mal_id) map.set(anime.anilist_id, anime.mal_id);
  return map;
}

/** The MyAnimeList id of the anime AniList knows as `anilistId`, or null when arm does not know it. */
export async function malIdOfAniList(anilistId: number): Promise<number | null> {
  table ??= load();
  return (await table).get(anilistId) ?? null;
}

// Decides which media exist, their ids and how they relate: real anime from bangumi-data (ids = position in
// bangumi-data + 1), then fictional anime around `now`, then manga (source manga of real franchises first).
import { bangumiMalId, loadBangumiData, mapBangumiItem, type BangumiItem } from './bangumi.ts';
import { nameStyleFor, type DraftWithoutId, type MediaDraft } from './draft.ts';
import { franchiseGroups, selectGroups } from './franchises.ts';
import { generateMangaSeries, sourceManga } from './manga.ts';
import type { NameStyle } from './personName.ts';
import { rng } from './random.ts';
import { RelationGraph, linkFranchise } from './relations.ts';
import type { Romanizer } from './romaji.ts';
import { syntheticAnime } from './syntheticAnime.ts';

/** Sizes of the full data set (scale 1). */
export const FULL_SET = { staff: 3000, studios: 150, manga: 1500, upcomingAnime: 120 } as const;

const FANTASY =
  /異世界|転生|魔王|勇者|魔法|騎士|王女|令嬢|聖女|ドラゴン|エルフ|Maou|Yuusha|Kishi|Reijou|Seijo|Kenja|Boukensha|Meikyuu|Majo|Renkinjutsushi/;

function nameStyleOf(draft: Pick<DraftWithoutId, 'countryOfOrigin' | 'title'>, lang?: BangumiItem['lang']): NameStyle {
  if (lang === 'en') return 'english';
  const style = nameStyleFor(draft.countryOfOrigin);
  return style === 'japanese' && FANTASY.test(`${draft.title.native} ${draft.title.romaji}`) ? 'fantasy' : style;
}

export interface Plan {
  drafts: MediaDraft[];
  relations: RelationGraph;
}

export function planMedia(opts: { now: Date; scale: number; romanize: Romanizer }): Plan {
  const { now, scale } = opts;
  const data = loadBangumiData();
  const graph = new RelationGraph();
  const drafts: MediaDraft[] = [];
  const used = new Set<string>();
  const sources: { franchise: string; draft: DraftWithoutId; animeIds: number[] }[] = [];

  for (const group of selectGroups(franchiseGroups(data.items), scale)) {
    const franchise = `bangumi:${group[0]}`;
    const entries = group.map((index) => {
      const item = data.items[index]!;
      const id = index + 1;
      const base = mapBangumiItem(item, id, now.getTime(), opts.romanize, rng('media', id), data.siteMeta);
      const draft: MediaDraft = {
        ...base,
        id,
        type: 'ANIME',
        franchise,
        nameStyle: 'japanese',
        chapters: null,
        volumes: null,
        source: null,
        isAdult: false,
        real: true,
        idMal: bangumiMalId(data, index),
      };
      draft.nameStyle = nameStyleOf(draft, item.lang);
      used.add(item.title);
      return { draft, item };
    });
    drafts.push(...entries.map((e) => e.draft));
    linkFranchise(
      graph,
      entries.map(({ draft, item }) => ({
        id: draft.id,
        mainLine: item.type === 'tv' || item.type === 'web',
        title: item.title,
        begin: Date.parse(item.begin),
      })),
    );
    // Some franchises started as a manga or light novel, which joins the catalogue with the same titles.
    const root = entries.find((e) => e.item.type === 'tv')?.draft;
    if (root && rng('source', franchise).chance(0.18)) {
      const draft = sourceManga(franchise, root.title, root.countryOfOrigin ?? 'JP', root.startDate.year!, now);
      for (const e of entries) e.draft.source = draft.format === 'NOVEL' ? 'LIGHT_NOVEL' : 'MANGA';
      sources.push({ franchise, draft: { ...draft, nameStyle: root.nameStyle }, animeIds: entries.map((e) => e.draft.id) });
    }
  }

  const realTotal = data.items.length;
  const mangaTarget = Math.max(3, Math.round(FULL_SET.manga * scale));
  const series = generateMangaSeries(Math.max(0, mangaTarget - sources.length), now, used);
  const upcoming = Math.max(1, Math.round(FULL_SET.upcomingAnime * Math.min(scale, 1)));
  const past = scale > 1 ? Math.round(realTotal * (scale - 1)) : 0;
  const syntheticCount = upcoming + past;

  // Manga ids come after every anime; series entries get consecutive ids.
  let nextMangaId = realTotal + syntheticCount + 1;
  for (const source of sources) {
    const id = nextMangaId++;
    drafts.push({ ...source.draft, id });
    for (const animeId of source.animeIds) graph.link(id, 'ADAPTATION', animeId);
  }
  const seriesIds = series.map((entries) =>
    entries.map((entry) => {
      const id = nextMangaId++;
      drafts.push({ ...entry, id, nameStyle: nameStyleOf(entry) });
      return id;
    }),
  );
  series.forEach((entries, k) => {
    const ids = seriesIds[k]!;
    entries.forEach((entry, i) => {
      if (i === 0) return;
      if (entries[0]!.format === 'NOVEL' && entry.format === 'MANGA') graph.link(ids[0]!, 'ADAPTATION', ids[i]!);
      else graph.link(ids[i - 1]!, 'SEQUEL', ids[i]!);
    });
  });

  for (let j = 0; j < syntheticCount; j++) {
    const id = realTotal + 1 + j;
    // Upcoming fictional anime adapt every other fictional series (odd ones, so the adult series 7 is among them).
    const k = 2 * j + 1;
    const first = j < upcoming ? series[k]?.[0] : undefined;
    const adapts = first && first.format !== 'ONE_SHOT' && first.status !== 'NOT_YET_RELEASED' ? first : null;
    const draft = syntheticAnime({ index: j, now, used, adapts, past: j >= upcoming });
    drafts.push({ ...draft, id, nameStyle: nameStyleOf(draft) });
    if (adapts) graph.link(seriesIds[k]![0]!, 'ADAPTATION', id);
  }

  drafts.sort((a, b) => a.id - b.id);
  // A few loose links between unrelated entries, as databases accumulate.
  for (const draft of drafts) {
    const r = rng('other-relation', draft.id);
    if (r.chance(0.004)) graph.link(draft.id, 'OTHER', r.pick(drafts).id);
  }
  return { drafts, relations: graph };
}

// Decides which media exist, their ids and how they relate: real anime from bangumi-data (ids = position in
// bangumi-data + 1), then fictional anime (the coming seasons', then past ones), then the fictional manga. No manga
// is made up for a real franchise: its source would be a claim about a real work (docs/adr/0068).
import { jstDate } from './airing.ts';
import { bangumiMalId, loadBangumiData, mapBangumiItem, type BangumiItem } from './bangumi.ts';
import { nameStyleFor, type DraftWithoutId, type MediaDraft } from './draft.ts';
import { franchiseGroups, selectGroups } from './franchises.ts';
import { generateMangaSeries } from './manga.ts';
import type { NameStyle } from './personName.ts';
import { rng } from './random.ts';
import { RelationGraph, linkFranchise } from './relations.ts';
import type { Romanizer } from './romaji.ts';
import { ANCHORED_OFFSETS, syntheticAnime } from './syntheticAnime.ts';

/**
 * Sizes of the full data set (scale 1). The fictional anime carry the generated casts, staff and studios that the
 * real ones do not, so there are enough of them for every season of the last decades to have some.
 */
export const FULL_SET = { staff: 3000, studios: 150, manga: 1500, upcomingAnime: 120, pastAnime: 2400 } as const;

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

  for (const group of selectGroups(franchiseGroups(data.items), scale)) {
    const franchise = `bangumi:${group[0]}`;
    const entries = group.map((index) => {
      const item = data.items[index]!;
      const id = index + 1;
      const base = mapBangumiItem(item, id, now.getTime(), opts.romanize, data.siteMeta);
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
  }

  const realTotal = data.items.length;
  const mangaTarget = Math.max(3, Math.round(FULL_SET.manga * scale));
  const series = generateMangaSeries(mangaTarget, now, used);
  // Never fewer than the anchored ones: this season and next have anime at any scale.
  const upcoming = Math.max(ANCHORED_OFFSETS.length, Math.round(FULL_SET.upcomingAnime * Math.min(scale, 1)));
  // Beyond scale 1 the extra anime (for benchmark volume) are fictional past ones too.
  const past = Math.round(FULL_SET.pastAnime * Math.min(scale, 1)) + (scale > 1 ? Math.round(realTotal * (scale - 1)) : 0);
  const syntheticCount = upcoming + past;

  // Manga ids come after every anime; series entries get consecutive ids.
  let nextMangaId = realTotal + syntheticCount + 1;
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

  const nowYear = now.getUTCFullYear();
  const pastYears = data.items.map((item) => jstDate(Date.parse(item.begin)).year!).filter((y) => y >= 1990 && y < nowYear);
  for (let j = 0; j < syntheticCount; j++) {
    const id = realTotal + 1 + j;
    const past = j >= upcoming;
    // Upcoming fictional anime adapt the odd fictional series (so the adult series 7 is among them), past ones the even.
    const k = past ? 2 * (j - upcoming) : 2 * j + 1;
    const first = series[k]?.[0];
    const adapts =
      first &&
      first.format !== 'ONE_SHOT' &&
      first.status !== 'NOT_YET_RELEASED' &&
      (!past || (first.startDate.year ?? nowYear) < nowYear - 1)
        ? first
        : null;
    const draft = syntheticAnime({ index: j, now, used, adapts, pastYears: past ? pastYears : null });
    drafts.push({ ...draft, id, nameStyle: nameStyleOf(draft) });
    if (adapts) graph.link(seriesIds[k]![0]!, 'ADAPTATION', id);
  }

  drafts.sort((a, b) => a.id - b.id);
  // A few loose links between unrelated fictional entries, as databases accumulate (never a claim about a real one).
  const fictional = drafts.filter((d) => !d.real);
  for (const draft of fictional) {
    const r = rng('other-relation', draft.id);
    if (r.chance(0.004)) graph.link(draft.id, 'OTHER', r.pick(fictional).id);
  }
  return { drafts, relations: graph };
}

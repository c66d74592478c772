import type { MediaFields, MediaRelation } from '@tsuzuki/events';

type Relation = MediaFields['relations'][number];

/** What the other side of a relation calls it: a sequel's page lists its prequel, an adaptation its source. */
export const INVERSE_RELATIONS: Readonly<Record<MediaRelation, readonly MediaRelation[]>> = {
  SEQUEL: ['PREQUEL'],
  PREQUEL: ['SEQUEL'],
  SIDE_STORY: ['PARENT'],
  SPIN_OFF: ['PARENT'],
  SUMMARY: ['PARENT'],
  PARENT: ['SIDE_STORY', 'SPIN_OFF', 'SUMMARY'],
  ADAPTATION: ['SOURCE'],
  SOURCE: ['ADAPTATION'],
  ALTERNATIVE: ['ALTERNATIVE'],
  CHARACTER: ['CHARACTER'],
  OTHER: ['OTHER'],
  COMPILATION: ['CONTAINS'],
  CONTAINS: ['COMPILATION'],
};

const MAX_RELATIONS = 200;

/** Relations are always added in pairs, so both media pages agree. */
export class RelationGraph {
  private readonly edges = new Map<number, Map<number, MediaRelation>>();

  /** `from` lists `to` as `type`; `to` lists `from` as `back`. An existing pair is kept. */
  link(from: number, type: MediaRelation, to: number, back: MediaRelation = INVERSE_RELATIONS[type][0]!): void {
    if (from === to || this.edges.get(from)?.has(to)) return;
    const a = this.edges.get(from) ?? new Map<number, MediaRelation>();
    const b = this.edges.get(to) ?? new Map<number, MediaRelation>();
    if (a.size >= MAX_RELATIONS || b.size >= MAX_RELATIONS) return;
    a.set(to, type);
    b.set(from, back);
    this.edges.set(from, a);
    this.edges.set(to, b);
  }

  of(mediaId: number): Relation[] {
    return [...(this.edges.get(mediaId) ?? [])].map(([id, relationType]) => ({ mediaId: id, relationType }));
  }
}

export interface FranchiseEntry {
  id: number;
  /** Series entries (TV, ONA) form the main line; movies and OVAs hang off it. */
  mainLine: boolean;
  title: string;
  begin: number;
}

/** A later season or part, as its title says ("第2期", "2nd Season", "Season 3", "II", "続", "完結編"). */
const LATER_PART =
  /第?[0-9一二三四五六七八九十弐参]+(期|シリーズ|章|部|クール|シーズン|幕)|[0-9]+(st|nd|rd|th)\s*season|season\s*[0-9]+|[ⅡⅢⅣⅤⅥ]|\sII+\b|続|完結編|後編|\s[2-9]$/i;

/**
 * Links one franchise of real titles (grouped by their title stems), stating no more than the titles do: a series
 * entry whose title marks a later season is the SEQUEL of the series entry before it, an identical title a remake
 * (ALTERNATIVE), a side entry titled as a summary or a chibi spin-off is one of the series entry it followed.
 * Whatever else shares the franchise is OTHER: a film may be a side story, a sequel or a retelling, and the titles
 * do not say which (docs/adr/0068).
 */
export function linkFranchise(graph: RelationGraph, entries: readonly FranchiseEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.begin - b.begin || a.id - b.id);
  const main = sorted.filter((e) => e.mainLine);
  main.forEach((entry, i) => {
    const prev = main[i - 1];
    if (!prev) return;
    if (prev.title === entry.title) graph.link(prev.id, 'ALTERNATIVE', entry.id);
    else graph.link(prev.id, LATER_PART.test(entry.title) ? 'SEQUEL' : 'OTHER', entry.id);
  });
  let previousSide: FranchiseEntry | undefined;
  for (const entry of sorted) {
    if (entry.mainLine) continue;
    const parent = [...main].reverse().find((m) => m.begin <= entry.begin) ?? main[0];
    if (parent) {
      if (/総集編|特別編集|ダイジェスト|振り返り/.test(entry.title)) graph.link(parent.id, 'SUMMARY', entry.id, 'PARENT');
      else if (/ちび|ぷち|プチ|Chibi|ぴくちゃあ/.test(entry.title)) graph.link(parent.id, 'SPIN_OFF', entry.id, 'PARENT');
      else graph.link(parent.id, 'OTHER', entry.id);
    } else if (previousSide) {
      graph.link(previousSide.id, LATER_PART.test(entry.title) ? 'SEQUEL' : 'OTHER', entry.id);
    }
    previousSide = entry;
  }
}

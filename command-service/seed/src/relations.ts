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

/**
 * Links one franchise: the main line as a chain of sequels (identical titles are remakes: ALTERNATIVE),
 * side entries to the series entry they followed (summaries and chibi spin-offs by their titles), and side
 * entries of a kind to each other as sequels.
 */
export function linkFranchise(graph: RelationGraph, entries: readonly FranchiseEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.begin - b.begin || a.id - b.id);
  const main = sorted.filter((e) => e.mainLine);
  main.forEach((entry, i) => {
    const prev = main[i - 1];
    if (!prev) return;
    if (prev.title === entry.title) graph.link(prev.id, 'ALTERNATIVE', entry.id);
    else graph.link(prev.id, 'SEQUEL', entry.id);
  });
  let previousSide: FranchiseEntry | undefined;
  for (const entry of sorted) {
    if (entry.mainLine) continue;
    const parent = [...main].reverse().find((m) => m.begin <= entry.begin) ?? main[0];
    if (parent) {
      const kind: MediaRelation = /総集編|特別編集|ダイジェスト|振り返り/.test(entry.title)
        ? 'SUMMARY'
        : /ちび|ぷち|プチ|ミニ|Chibi|ぴくちゃあ|学園物語/.test(entry.title)
          ? 'SPIN_OFF'
          : 'SIDE_STORY';
      graph.link(parent.id, kind, entry.id, 'PARENT');
    } else if (previousSide) {
      graph.link(previousSide.id, 'SEQUEL', entry.id);
    }
    previousSide = entry;
  }
}

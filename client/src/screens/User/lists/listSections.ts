import { fuzzyDateInt, normaliseSearch, type ListEntryFacts } from './rules/entries.ts';
import type { MediaListPageQuery$data } from './__generated__/MediaListPageQuery.graphql';

type Collection = NonNullable<MediaListPageQuery$data['MediaListCollection']>;
type Group = NonNullable<NonNullable<Collection['lists']>[number]>;
export type EntryData = NonNullable<NonNullable<Group['entries']>[number]>;

export interface ListRowData extends ListEntryFacts {
  readonly ref: EntryData;
}

export interface SectionData {
  readonly name: string;
  readonly isCustomList: boolean;
  readonly isSplitCompletedList: boolean;
  readonly status: string | null;
  readonly rows: readonly ListRowData[];
}

function facts(entry: EntryData): ListRowData {
  const media = entry.media;
  const titles = [
    media?.title?.userPreferred,
    media?.title?.romaji,
    media?.title?.english,
    media?.title?.native,
    ...(media?.synonyms ?? []),
  ];
  return {
    ref: entry,
    id: entry.id,
    mediaId: entry.mediaId,
    status: entry.status ?? null,
    score: entry.score ?? 0,
    progress: entry.progress ?? 0,
    updatedAt: entry.updatedAt ?? 0,
    createdAt: entry.createdAt ?? 0,
    startedAt: fuzzyDateInt(entry.startedAt),
    completedAt: fuzzyDateInt(entry.completedAt),
    title: media?.title?.userPreferred ?? '',
    searchText: normaliseSearch(titles.filter(Boolean).join(' ')),
    format: media?.format ?? null,
    genres: (media?.genres ?? []).filter((genre): genre is string => !!genre),
    year: media?.startDate?.year ?? null,
    releaseDate: fuzzyDateInt(media?.startDate),
    countryOfOrigin: media?.countryOfOrigin ?? null,
    averageScore: media?.averageScore ?? 0,
    popularity: media?.popularity ?? 0,
  };
}

/** The collection's groups with each entry's facts; entries deleted since (null in the store) drop out. */
export function sectionData(collection: Collection | null | undefined): SectionData[] {
  const byId = new Map<number, ListRowData>();
  return (collection?.lists ?? []).flatMap((group) => {
    if (!group?.name) return [];
    const rows = (group.entries ?? []).flatMap((entry) => {
      if (!entry?.media) return [];
      // One entry can be in a status section and custom lists: its facts are worked out once.
      const known = byId.get(entry.id);
      if (known?.ref === entry) return [known];
      const row = facts(entry);
      byId.set(entry.id, row);
      return [row];
    });
    return [
      {
        name: group.name,
        isCustomList: group.isCustomList === true,
        isSplitCompletedList: group.isSplitCompletedList === true,
        status: group.status ?? null,
        rows,
      },
    ];
  });
}

/** Every entry once (for the filter choices). */
export function uniqueRows(sections: readonly SectionData[]): ListRowData[] {
  const seen = new Map<number, ListRowData>();
  for (const section of sections) for (const row of section.rows) seen.set(row.id, row);
  return [...seen.values()];
}

/**
 * Whether a status section holds an entry whose status changed since the collection was loaded (a +1 that
 * completed it, an edit in the list editor): the page then reloads the collection so the entry moves.
 */
export function hasMovedEntries(sections: readonly SectionData[]): boolean {
  return sections.some(
    (section) => !section.isCustomList && section.status != null && section.rows.some((row) => row.status !== section.status),
  );
}

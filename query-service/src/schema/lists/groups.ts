import { DEFAULT_SECTION_ORDER, MEDIA_FORMATS, type MediaListOptions } from '@tsuzuki/events';
import type { EntryRow, ListStatus, MediaType } from './rows.ts';

// MediaListCollection.lists: a member's entries grouped the way their list page shows them (core §2, §4).

/** The section each status is shown under, as the list names it (also the names sectionOrder uses). */
export const SECTION_NAMES: Record<MediaType, Record<ListStatus, string>> = {
  ANIME: {
    CURRENT: 'Watching',
    REPEATING: 'Rewatching',
    COMPLETED: 'Completed',
    PAUSED: 'Paused',
    DROPPED: 'Dropped',
    PLANNING: 'Planning',
  },
  MANGA: { CURRENT: 'Reading', REPEATING: 'Rereading', COMPLETED: 'Completed', PAUSED: 'Paused', DROPPED: 'Dropped', PLANNING: 'Planning' },
};

/** How a split Completed section names each format ("Completed TV", "Completed Light Novel"). */
const FORMAT_LABELS: Record<string, string> = {
  TV: 'TV',
  TV_SHORT: 'TV Short',
  MOVIE: 'Movie',
  SPECIAL: 'Special',
  OVA: 'OVA',
  ONA: 'ONA',
  MUSIC: 'Music',
  MANGA: 'Manga',
  NOVEL: 'Light Novel',
  ONE_SHOT: 'One Shot',
};

export interface ListGroup<E> {
  name: string;
  isCustomList: boolean;
  isSplitCompletedList: boolean;
  status: ListStatus | null;
  entries: E[];
}

/** An entry with its media's format (joined by the collection's statement, for the split Completed lists). */
export type GroupedEntry = EntryRow & { media_format: string | null };

export interface GroupOptions {
  type: MediaType;
  list: MediaListOptions['animeList'];
  forceSingleCompletedList: boolean;
}

/**
 * One group per status section (Completed split by format when the owner asks and the caller does not force a
 * single list) and one per custom list, each keeping the entries' order; entries hidden from status lists are
 * only in their custom lists. Empty groups are left out. Groups follow the owner's sectionOrder; sections it
 * does not name follow in the default order, then custom lists in the owner's order. A split Completed list
 * takes the place of "Completed" unless sectionOrder names it.
 */
export function groupEntries<E extends GroupedEntry>(entries: readonly E[], o: GroupOptions): ListGroup<E>[] {
  const names = SECTION_NAMES[o.type];
  const split = o.list.splitCompletedSectionByFormat && !o.forceSingleCompletedList;
  const statusGroups = new Map<string, ListGroup<E>>();
  const custom = new Map<string, ListGroup<E>>(
    o.list.customLists.map((name) => [
      name,
      {
        name,
        isCustomList: true,
        isSplitCompletedList: false,
        status: null,
        entries: [],
      },
    ]),
  );

  for (const entry of entries) {
    if (!entry.hidden_from_status_lists) {
      const splitHere = split && entry.status === 'COMPLETED' && entry.media_format && FORMAT_LABELS[entry.media_format];
      const name = splitHere ? `${names.COMPLETED} ${FORMAT_LABELS[entry.media_format!]}` : names[entry.status];
      let group = statusGroups.get(name);
      if (!group) {
        group = { name, isCustomList: false, isSplitCompletedList: !!splitHere, status: entry.status, entries: [] };
        statusGroups.set(name, group);
      }
      group.entries.push(entry);
    }
    for (const name of entry.custom_lists) custom.get(name)?.entries.push(entry);
  }

  const rank = sectionRanks(o);
  const all = [...statusGroups.values(), ...[...custom.values()].filter((g) => g.entries.length > 0)];
  return all.sort((a, b) => compareRanks(rank(a), rank(b)));
}

type Rank = [number, number, number];

/** Where a group goes: [place in sectionOrder, place among the defaults, place within a split Completed]. */
function sectionRanks(o: GroupOptions): (g: ListGroup<unknown>) => Rank {
  const order = new Map(o.list.sectionOrder.map((name, i) => [name, i]));
  const defaults: string[] = [...DEFAULT_SECTION_ORDER[o.type], ...o.list.customLists];
  const unnamed = o.list.sectionOrder.length;
  const completed = SECTION_NAMES[o.type].COMPLETED;
  return (g) => {
    const own = order.get(g.name);
    if (own !== undefined) return [own, 0, 0];
    const base = g.isSplitCompletedList ? completed : g.name;
    const formatPlace = g.isSplitCompletedList ? formatIndex(g.name.slice(completed.length + 1)) : 0;
    const place = order.get(base);
    if (place !== undefined) return [place, 0, formatPlace];
    return [unnamed, defaults.indexOf(base) === -1 ? defaults.length : defaults.indexOf(base), formatPlace];
  };
}

const formatIndex = (label: string) => {
  const format = Object.entries(FORMAT_LABELS).find(([, l]) => l === label)?.[0];
  return format ? MEDIA_FORMATS.indexOf(format as (typeof MEDIA_FORMATS)[number]) : MEDIA_FORMATS.length;
};

const compareRanks = (a: Rank, b: Rank) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

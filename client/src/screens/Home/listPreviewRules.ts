// Home list preview (core §4, §9): which sections the viewer's in-progress entries fall into, and how many show.

export type PreviewSize = 'small' | 'large';

/** The choice is remembered on this device (a per-user cache key, cleared on logout). */
export const PREVIEW_SIZE_KEY = 'home-list-preview';

/** 20 entries per list, 40 with the large preview. */
export const previewCount = (size: PreviewSize): number => (size === 'large' ? 40 : 20);

export const parsePreviewSize = (stored: string | null | undefined): PreviewSize => (stored === 'large' ? 'large' : 'small');

/** Below this many entries in total, everything shows as one "In Progress" section. */
const SINGLE_SECTION_BELOW = 8;
/** An "Airing" section needs more than this many releasing anime. */
const AIRING_ABOVE = 3;

export interface PreviewEntry {
  readonly mediaType: 'ANIME' | 'MANGA';
  readonly mediaStatus: string | null | undefined;
  /** Seconds until the next episode airs; null when none is scheduled. */
  readonly timeUntilAiring: number | null | undefined;
  /** Unix seconds of the entry's last change. */
  readonly updatedAt: number | null | undefined;
}

export type PreviewTitle = 'In Progress' | 'Airing' | 'Anime in Progress' | 'Manga in Progress';

export interface PreviewSection<T> {
  readonly title: PreviewTitle;
  /** The Airing section's title links to /airing. */
  readonly link: string | null;
  readonly entries: readonly T[];
}

const byUpdatedDesc = (a: PreviewEntry, b: PreviewEntry) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0);

/** Soonest next episode first; releasing anime without a scheduled episode last. */
const bySoonestAiring = (a: PreviewEntry, b: PreviewEntry) =>
  (a.timeUntilAiring ?? Number.POSITIVE_INFINITY) - (b.timeUntilAiring ?? Number.POSITIVE_INFINITY);

export function previewSections<T extends PreviewEntry>(anime: readonly T[], manga: readonly T[]): PreviewSection<T>[] {
  if (anime.length + manga.length === 0) return [];
  if (anime.length + manga.length < SINGLE_SECTION_BELOW) {
    return [{ title: 'In Progress', link: null, entries: [...anime, ...manga].sort(byUpdatedDesc) }];
  }
  const releasing = anime.filter((entry) => entry.mediaStatus === 'RELEASING');
  const sections: PreviewSection<T>[] = [];
  if (releasing.length > AIRING_ABOVE) {
    sections.push({ title: 'Airing', link: '/airing', entries: [...releasing].sort(bySoonestAiring) });
    sections.push({ title: 'Anime in Progress', link: null, entries: anime.filter((entry) => entry.mediaStatus !== 'RELEASING') });
  } else {
    sections.push({ title: 'Anime in Progress', link: null, entries: anime });
  }
  sections.push({ title: 'Manga in Progress', link: null, entries: manga });
  return sections.filter((section) => section.entries.length > 0);
}

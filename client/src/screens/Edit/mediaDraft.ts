// The media edit form's state and what it sends (ADR 22): text fields as the inputs hold them, turned into the
// mutation's arguments; only the arguments whose value differs from the media's are sent.

export interface LinkDraft {
  id: number | null;
  url: string;
  site: string;
  type: string;
  language: string;
}

export interface DateDraft {
  year: string;
  month: string;
  day: string;
}

export interface MediaDraft {
  romaji: string;
  english: string;
  native: string;
  synonyms: string;
  description: string;
  format: string;
  status: string;
  source: string;
  countryOfOrigin: string;
  isAdult: boolean;
  startDate: DateDraft;
  endDate: DateDraft;
  season: string;
  seasonYear: string;
  episodes: string;
  duration: string;
  chapters: string;
  volumes: string;
  genres: string[];
  hashtag: string;
  coverImage: string;
  bannerImage: string;
  externalLinks: LinkDraft[];
}

type Date = { readonly year?: number | null; readonly month?: number | null; readonly day?: number | null } | null | undefined;

/** The media as the edit page reads it (MediaEditQuery). */
export interface MediaValues {
  readonly title?: { readonly romaji?: string | null; readonly english?: string | null; readonly native?: string | null } | null;
  readonly synonyms?: readonly (string | null | undefined)[] | null;
  readonly description?: string | null;
  readonly format?: string | null;
  readonly status?: string | null;
  readonly source?: string | null;
  readonly countryOfOrigin?: string | null;
  readonly isAdult?: boolean | null;
  readonly startDate?: Date;
  readonly endDate?: Date;
  readonly season?: string | null;
  readonly seasonYear?: number | null;
  readonly episodes?: number | null;
  readonly duration?: number | null;
  readonly chapters?: number | null;
  readonly volumes?: number | null;
  readonly genres?: readonly (string | null | undefined)[] | null;
  readonly hashtag?: string | null;
  readonly coverImage?: { readonly large?: string | null } | null;
  readonly bannerImage?: string | null;
  readonly externalLinks?:
    | readonly (
        | {
            readonly id: number;
            readonly url?: string | null;
            readonly site: string;
            readonly type?: string | null;
            readonly language?: string | null;
          }
        | null
        | undefined
      )[]
    | null;
}

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
const dateDraft = (d: Date): DateDraft => ({ year: text(d?.year), month: text(d?.month), day: text(d?.day) });

export function draftFromMedia(m: MediaValues | null): MediaDraft {
  return {
    romaji: text(m?.title?.romaji),
    english: text(m?.title?.english),
    native: text(m?.title?.native),
    synonyms: (m?.synonyms ?? []).filter(Boolean).join('\n'),
    description: text(m?.description),
    format: text(m?.format),
    status: text(m?.status),
    source: text(m?.source),
    countryOfOrigin: text(m?.countryOfOrigin),
    isAdult: !!m?.isAdult,
    startDate: dateDraft(m?.startDate),
    endDate: dateDraft(m?.endDate),
    season: text(m?.season),
    seasonYear: text(m?.seasonYear),
    episodes: text(m?.episodes),
    duration: text(m?.duration),
    chapters: text(m?.chapters),
    volumes: text(m?.volumes),
    genres: (m?.genres ?? []).filter((g): g is string => !!g),
    hashtag: text(m?.hashtag),
    coverImage: text(m?.coverImage?.large),
    bannerImage: text(m?.bannerImage),
    externalLinks: (m?.externalLinks ?? [])
      .filter((l) => !!l)
      .map((l) => ({
        id: l!.id,
        url: text(l!.url),
        site: l!.site,
        type: text(l!.type) || 'INFO',
        language: text(l!.language),
      })),
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
const int = (s: string) => (s.trim() === '' || !/^\d+$/.test(s.trim()) ? null : Number(s.trim()));
const dateArg = (d: DateDraft) => ({ year: int(d.year), month: int(d.month), day: int(d.day) });

/** Every editable argument the draft gives, as the mutations take them. */
export function draftArguments(d: MediaDraft): Record<string, unknown> {
  return {
    title: { romaji: d.romaji.trim(), english: orNull(d.english), native: orNull(d.native) },
    synonyms: d.synonyms
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
    description: orNull(d.description),
    format: orNull(d.format),
    status: orNull(d.status),
    source: orNull(d.source),
    countryOfOrigin: orNull(d.countryOfOrigin),
    isAdult: d.isAdult,
    startDate: dateArg(d.startDate),
    endDate: dateArg(d.endDate),
    season: orNull(d.season),
    seasonYear: int(d.seasonYear),
    episodes: int(d.episodes),
    duration: int(d.duration),
    chapters: int(d.chapters),
    volumes: int(d.volumes),
    genres: d.genres,
    hashtag: orNull(d.hashtag),
    coverImage: orNull(d.coverImage),
    bannerImage: orNull(d.bannerImage),
    externalLinks: d.externalLinks
      .filter((l) => l.url.trim() && l.site.trim())
      .map((l) => ({
        id: l.id,
        url: l.url.trim(),
        site: l.site.trim(),
        type: l.type || 'INFO',
        language: orNull(l.language),
      })),
  };
}

/** The arguments whose value the draft changes from the original (all of them for a new media, but empty ones). */
export function changedArguments(original: MediaDraft | null, draft: MediaDraft): Record<string, unknown> {
  const now = draftArguments(draft);
  if (!original) {
    return Object.fromEntries(
      Object.entries(now).filter(
        ([, v]) =>
          v !== null &&
          v !== false &&
          !(Array.isArray(v) && v.length === 0) &&
          !(typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((x) => x === null)),
      ),
    );
  }
  const before = draftArguments(original);
  return Object.fromEntries(Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}

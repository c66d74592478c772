// The smaller generated parts of a media: images, hashtag, watchable episodes and staff credits (the last three
// for fictional works only, docs/adr/0068).
import { coverColor } from '@tsuzuki/web/art';
import type { MediaFields } from '@tsuzuki/events';
import type { MediaDraft } from './draft.ts';
import { rng, type Random } from './random.ts';
import type { StaffPools, StaffRole } from './staff.ts';
import { KATAKANA_WORDS } from './words/titles.ts';

export function images(id: number, r: Random): Pick<MediaFields, 'coverImage' | 'bannerImage'> {
  const cover = `/img/cover/${id}.svg`;
  return {
    coverImage: { extraLarge: cover, large: cover, medium: cover, color: coverColor('cover', id) },
    // Many entries have no banner; the media page has a layout for that.
    bannerImage: r.chance(0.7) ? `/img/banner/${id}.svg` : null,
  };
}

export function hashtag(r: Random, draft: MediaDraft): string | null {
  if (draft.type !== 'ANIME' || (draft.seasonYear ?? 0) < 2010 || !r.chance(0.7)) return null;
  const compact = (draft.title.native || draft.title.romaji).replace(/[\s\p{P}\p{S}]/gu, '').slice(0, 14);
  if (!compact) return null;
  return r.chance(0.3) ? `#${compact} #${compact}_anime` : `#${compact}`;
}

const WATCH_SITES = /Crunchyroll|Netflix|Amazon Prime Video|HIDIVE|Disney Plus|Bilibili$|YouTube/;
const YEAR = 365 * 86_400_000;

/** Episodes on a named streaming site for some airing and recently finished shows (the media page's Watch tab). */
export function streamingEpisodes(r: Random, draft: MediaDraft, now: Date): MediaFields['streamingEpisodes'] {
  if (draft.type !== 'ANIME' || !(draft.status === 'RELEASING' || draft.status === 'FINISHED')) return [];
  const link = draft.externalLinks.find((l) => l.type === 'STREAMING' && WATCH_SITES.test(l.site));
  if (!link || !r.chance(0.6)) return [];
  const aired = draft.airingSchedule.filter((a) => a.airingAt * 1000 <= now.getTime()).map((a) => a.episode);
  const recent = draft.startDate.year !== null && now.getTime() - Date.UTC(draft.startDate.year, 0, 1) < 3 * YEAR;
  const episodes = aired.length
    ? aired.slice(-50)
    : recent && draft.episodes
      ? Array.from({ length: Math.min(draft.episodes, 50) }, (_, i) => i + 1)
      : [];
  const base = link.url.replace(/\/$/, '');
  const list = episodes.map((n) => {
    const [a, b] = r.sample(KATAKANA_WORDS, 2);
    return {
      title: `Episode ${n} - The ${a!.english} and the ${b!.english}`,
      thumbnail: `/img/thumbnail/${draft.id}-${n}.svg`,
      url: `${base}/episode-${n}`,
      site: link.site,
    };
  });
  // The Watch preview leaves out promotional videos; one here shows that it does.
  if (list.length && r.chance(0.3))
    list.push({ title: 'PV 1 - Trailer', thumbnail: `/img/thumbnail/${draft.id}-pv.svg`, url: `${base}/pv-1`, site: link.site });
  return list;
}

/** A franchise's author and director stay the same across entries. */
export function credits(draft: MediaDraft, pools: StaffPools, source: string): MediaFields['staff'] {
  const f = rng('credits', draft.franchise);
  const r = rng('credits', draft.id);
  const from = (random: Random, role: StaffRole) => random.pickSkewed(pools[role], 1.8);
  const creatorPool: StaffRole =
    draft.countryOfOrigin === 'KR'
      ? 'mangakaKorean'
      : draft.countryOfOrigin === 'CN' || draft.countryOfOrigin === 'TW'
        ? 'mangakaChinese'
        : source === 'LIGHT_NOVEL' || source === 'NOVEL' || source === 'WEB_NOVEL' || draft.format === 'NOVEL'
          ? 'author'
          : 'mangaka';
  const creator = from(f, creatorPool);
  if (draft.type === 'MANGA') {
    if (draft.format === 'NOVEL')
      return [
        { staffId: creator, role: 'Story' },
        { staffId: from(f, 'illustrator'), role: 'Illustration' },
      ];
    if (f.chance(0.2))
      return [
        { staffId: creator, role: 'Story' },
        { staffId: from(f, 'mangaka'), role: 'Art' },
      ];
    return [{ staffId: creator, role: 'Story & Art' }];
  }
  const list: MediaFields['staff'] = [];
  if (source !== 'ORIGINAL') list.push({ staffId: creator, role: 'Original Creator' });
  list.push({ staffId: r.chance(0.6) ? from(f, 'director') : from(r, 'director'), role: 'Director' });
  list.push({ staffId: from(r, 'writer'), role: 'Series Composition' });
  list.push({ staffId: from(f, 'designer'), role: 'Character Design' });
  list.push({ staffId: from(r, 'composer'), role: 'Music' });
  if (r.chance(0.7)) list.push({ staffId: from(r, 'sound'), role: 'Sound Director' });
  if (r.chance(0.6)) list.push({ staffId: from(r, 'animator'), role: 'Chief Animation Director' });
  const episodes = Math.min(draft.episodes ?? 12, 12);
  for (let i = r.int(0, 3); i > 0; i--) {
    const ep = r.int(1, episodes);
    list.push({ staffId: from(r, 'animator'), role: `Animation Director (ep ${ep})` });
  }
  if (r.chance(0.5)) list.push({ staffId: from(r, 'director'), role: `Storyboard (ep ${r.int(1, episodes)})` });
  return list;
}

// Sites whose external link counts as "a named streaming site" for the Watch preview (core §2).
export const STREAMING_SITES = [
  'Crunchyroll',
  'Funimation',
  'HIDIVE',
  'Hidive',
  'Netflix',
  'Hulu',
  'Amazon',
  'Amazon Prime Video',
  'Disney Plus',
  'Disney+',
  'VRV',
  'Bilibili TV',
  'YouTube',
  'Tubi TV',
  'Adult Swim',
  'HBO Max',
  'Max',
  'Aniplus TV',
  'Muse Asia',
  'Ani-One Asia',
  'iQIYI',
  'Wakanim',
  'ADN',
  'Animation Digital Network',
  'AnimeLab',
  'Viki',
  'Bahamut Anime Crazy',
] as const;

export const WATCH_PREVIEW_SIZE = 4;

export interface StreamingEpisode {
  readonly title?: string | null;
  readonly url?: string | null;
  readonly thumbnail?: string | null;
  readonly site?: string | null;
}

export interface ExternalLink {
  readonly site: string;
  readonly type?: string | null;
}

const PROMO = /\b(PV|Trailer)\b/i;

/** Episodes that are promotion videos (title containing PV or Trailer) are never previewed. */
export function isPromotion(episode: StreamingEpisode): boolean {
  return PROMO.test(episode.title ?? '');
}

/** A link counts when it is typed STREAMING or its site is one of the named streaming sites. */
export function hasStreamingSiteLink(links: readonly (ExternalLink | null | undefined)[]): boolean {
  return links.some((link) => !!link && (link.type === 'STREAMING' || (STREAMING_SITES as readonly string[]).includes(link.site)));
}

/** The Watch preview: only with streaming episodes and a named streaming-site link; 4 episodes, promotions excluded. */
export function watchPreview<E extends StreamingEpisode>(
  episodes: readonly (E | null | undefined)[] | null | undefined,
  links: readonly (ExternalLink | null | undefined)[] | null | undefined,
): E[] {
  if (!episodes?.length || !hasStreamingSiteLink(links ?? [])) return [];
  return episodes.filter((episode): episode is E => !!episode && !isPromotion(episode)).slice(0, WATCH_PREVIEW_SIZE);
}

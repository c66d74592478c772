import { YOUTUBE_CLASS, YOUTUBE_ID } from '@tsuzuki/web/markdown/policy';

// The rendered text is the sanitiser's HTML, set as innerHTML; what React draws into it (media cards, players) goes
// into host elements put beside the links they stand for. The links stay, hidden by CSS while their host shows
// something, so the text reads the same without JavaScript, before the lookup answers, and when it finds nothing.

export type MediaTypeName = 'ANIME' | 'MANGA';

export interface MediaLinkHost {
  host: HTMLElement;
  type: MediaTypeName;
  id: number;
}

/** One API page: the lookup asks for at most this many media; links past it stay links. */
export const MAX_MEDIA_EMBEDS = 50;

const MEDIA_PATH = /^\/(anime|manga)\/([1-9]\d{0,8})(?:\/[^/]*)?\/?$/;

/** A host for React's content, right before `anchor` (the CSS hides the anchor once the host has content). */
function hostBefore(anchor: HTMLAnchorElement, kind: string): HTMLElement {
  const host = anchor.ownerDocument.createElement('span');
  host.dataset.embed = kind;
  anchor.before(host);
  return host;
}

/**
 * The media a link points to, when it is a bare link (its text is its own address, as a pasted URL shows) to a media
 * page of this site. A named link ("[the sequel](/anime/2)") is part of a sentence and stays a link.
 */
export function mediaLinkTarget(anchor: HTMLAnchorElement, origin: string): { type: MediaTypeName; id: number } | null {
  const href = anchor.getAttribute('href') ?? '';
  const text = anchor.textContent?.trim() ?? '';
  let url: URL;
  let written: URL;
  try {
    url = new URL(href, origin);
    written = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || written.href !== url.href || url.search || url.hash) return null;
  const match = MEDIA_PATH.exec(url.pathname);
  return match ? { type: match[1] === 'manga' ? 'MANGA' : 'ANIME', id: Number(match[2]) } : null;
}

/** Hosts for the bare media links of a rendered text, at most MAX_MEDIA_EMBEDS distinct media. */
export function mediaLinkHosts(root: HTMLElement, origin: string): MediaLinkHost[] {
  const hosts: MediaLinkHost[] = [];
  const ids = new Set<number>();
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const target = mediaLinkTarget(anchor, origin);
    if (!target || (!ids.has(target.id) && ids.size >= MAX_MEDIA_EMBEDS)) continue;
    ids.add(target.id);
    hosts.push({ ...target, host: hostBefore(anchor, 'media') });
  }
  return hosts;
}

/** The video id of a YouTube thumbnail link the renderer made (youtube(...)), checked again before it nears a frame. */
export function youtubeIdOf(anchor: HTMLAnchorElement): string | null {
  if (!anchor.classList.contains(YOUTUBE_CLASS)) return null;
  try {
    const url = new URL(anchor.href);
    const id = url.hostname === 'www.youtube.com' ? url.searchParams.get('v') : null;
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function videoHostBefore(anchor: HTMLAnchorElement): HTMLElement {
  return hostBefore(anchor, 'video');
}

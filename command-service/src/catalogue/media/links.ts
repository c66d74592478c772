import type { ExternalLink, ExternalLinkInput } from '@tsuzuki/events';
import type { z } from 'zod';
import { ValidationError } from '../../errors.ts';

type Link = z.infer<typeof ExternalLink>;

/** Ids of a media's links are `mediaId * 100 + k` (k = 1…99), as the importer numbers them: unique across media. */
const LINKS_PER_MEDIA = 99;

/**
 * The links an editor gave, with ids: a link keeps its id when it is a current link's or in the media's range (an
 * importer's), else the id of the current link with its URL; a new one takes the smallest free id of the range.
 */
export function resolveLinkIds(mediaId: number, current: readonly Link[], proposed: readonly ExternalLinkInput[]): Link[] {
  const byId = new Map(current.map((l) => [l.id, l]));
  const byUrl = new Map(current.map((l) => [l.url, l]));
  const used = new Set<number>();
  const kept = proposed.map((link) => {
    const own = link.id !== null && (byId.has(link.id) || (link.id > mediaId * 100 && link.id <= mediaId * 100 + LINKS_PER_MEDIA));
    let id = own ? link.id : (byUrl.get(link.url)?.id ?? null);
    if (id !== null && used.has(id)) id = null;
    if (id !== null) used.add(id);
    return { ...link, id };
  });
  const taken = new Set([...current.map((l) => l.id), ...used]);
  let k = 1;
  return kept.map((link) => {
    if (link.id !== null) return link as Link;
    while (taken.has(mediaId * 100 + k)) k++;
    if (k > LINKS_PER_MEDIA) throw new ValidationError({ externalLinks: ['Too many links.'] }, 'Too many links.');
    const id = mediaId * 100 + k;
    taken.add(id);
    return { ...link, id };
  });
}

import { parseListicle } from '@tsuzuki/events/listicles';
import { OAUTH_PATHS } from '@tsuzuki/events/oauth';
import { SITE_SECTIONS } from '@tsuzuki/web/sitePaths';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import type { Head } from './head/html.ts';
import { listicleHead } from './head/listicleHead.ts';
import { findMediaHead } from './head/mediaHead.ts';
import { searchHead } from './head/searchHead.ts';

export interface PageAnswer {
  status: 200 | 404;
  head: Head | null;
}

const SECTIONS = new Set<string>(SITE_SECTIONS);
const MEDIA_PATH = /^\/(anime|manga)\/([^/]+)(?:\/|$)/;
const ENTITY_PATH = /^\/(character|staff|studio)\/([^/]+)(?:\/|$)/;
const SEARCH_PATH = /^\/search\/([a-z]+)(?:\/([^/]+))?\/?$/;
const ARTICLE_PATH = /^\/article\/([^/]+)\/?$/;
const ID = /^\d{1,9}$/;
const ENTITY_TABLES = { character: T.characters, staff: T.staff, studio: T.studios } as const;

const notFound: PageAnswer = { status: 404, head: null };

const decodes = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/**
 * The status and head of a page, so that crawlers and link checkers see the truth the client will show: 404 for a
 * path no screen routes, for an unknown media, character, staff or studio id, for an article that is not a listicle,
 * and for an adult media to a viewer whose adult content is off (the client shows NotFound with its 18+ hint); media,
 * listicle and search pages get their preview head. `path` is the raw (still encoded) path; a segment with a broken
 * escape is not found.
 */
export async function pageAnswer(db: Queryable | undefined, path: string, adultAllowed: () => Promise<boolean>): Promise<PageAnswer> {
  // The authorization screen third-party apps send members to lives at AniList's address, under /api.
  if (path === OAUTH_PATHS.authorize) return { status: 200, head: null };
  const section = path.split('/')[1] ?? '';
  if (!SECTIONS.has(section) || section === '404') return notFound;
  if (section === 'article') {
    // Only the listicles of social §2; another amount, genre, type or year is the client's NotFound.
    const article = ARTICLE_PATH.exec(path);
    const listicle = article && decodes(article[1]!) ? parseListicle(decodeURIComponent(article[1]!)) : null;
    return listicle ? { status: 200, head: await listicleHead(db, listicle) } : notFound;
  }
  const media = MEDIA_PATH.exec(path);
  if (media && db) {
    if (!ID.test(media[2]!)) return notFound;
    const found = await findMediaHead(db, media[1] === 'manga' ? 'MANGA' : 'ANIME', Number(media[2]));
    if (!found || (found.isAdult && !(await adultAllowed()))) return notFound;
    return { status: 200, head: found.head };
  }
  const entity = ENTITY_PATH.exec(path);
  if (entity && db) {
    if (!ID.test(entity[2]!)) return notFound;
    const { rows } = await db.query(`SELECT 1 FROM ${ENTITY_TABLES[entity[1] as keyof typeof ENTITY_TABLES]} WHERE id = $1`, [
      Number(entity[2]),
    ]);
    return rows.length ? { status: 200, head: null } : notFound;
  }
  const search = SEARCH_PATH.exec(path);
  if (search?.[2] !== undefined && !decodes(search[2])) return notFound;
  return { status: 200, head: search ? searchHead(search[1]!, search[2]) : null };
}

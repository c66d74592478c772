import { gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { GENRES } from '@tsuzuki/events/catalogue/vocabulary';
import { FIRST_LISTICLE_YEAR, lastListicleYear, listiclePath } from '@tsuzuki/events/listicles';
import { mediaSlug } from '@tsuzuki/web/sitePaths';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { SITE_URL } from '../schema/text.ts';

/** URLs per child sitemap: the protocol allows 50,000 (and 50 MB); smaller files are quicker to build and fetch. */
export const SITEMAP_PAGE = 10_000;
/** How long a generated file is served from memory: crawlers fetch the index and its children in one go. */
export const SITEMAP_CACHE_MS = 10 * 60_000;

interface Row {
  loc: string;
  /** Unix seconds of the row's last change, where the read model keeps one. */
  lastmod: number | null;
}

/** One kind of page: its rows in id order, one SQL statement per child file. */
interface Section {
  table: string;
  /** Only pages a search engine may show: no adult media (their pages are noindex). */
  where: string;
  columns: string;
  lastmod: string | null;
  loc: (r: Record<string, unknown>) => string;
}

const slugged = (kind: string, id: unknown, name: unknown) => {
  const slug = mediaSlug(name as string | null);
  return `/${kind}/${id as number}${slug ? `/${slug}` : ''}`;
};

const SECTIONS: Record<string, Section> = {
  anime: {
    table: T.media,
    where: "type = 'ANIME' AND NOT is_adult",
    columns: 'id, title_romaji AS name',
    lastmod: 'updated_at',
    loc: (r) => slugged('anime', r.id, r.name),
  },
  manga: {
    table: T.media,
    where: "type = 'MANGA' AND NOT is_adult",
    columns: 'id, title_romaji AS name',
    lastmod: 'updated_at',
    loc: (r) => slugged('manga', r.id, r.name),
  },
  characters: {
    table: T.characters,
    where: 'true',
    columns: 'id, name_full AS name',
    lastmod: 'updated_at',
    loc: (r) => slugged('character', r.id, r.name),
  },
  staff: {
    table: T.staff,
    where: 'true',
    columns: 'id, name_full AS name',
    lastmod: 'updated_at',
    loc: (r) => slugged('staff', r.id, r.name),
  },
  // The studios read model keeps no time of change.
  studios: { table: T.studios, where: 'true', columns: 'id, name', lastmod: null, loc: (r) => slugged('studio', r.id, r.name) },
  // Every member's profile is public (social §2 has no private profiles).
  users: {
    table: T.users,
    where: 'true',
    columns: 'id, name',
    lastmod: 'updated_at',
    loc: (r) => `/user/${encodeURIComponent(r.name as string)}/`,
  },
};

const sectionRows = async (db: Queryable, s: Section, page: number, size: number): Promise<Row[]> => {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${s.columns}${s.lastmod ? `, ${s.lastmod} AS lastmod` : ''} FROM ${s.table} WHERE ${s.where} ORDER BY id LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  );
  return rows.map((r) => ({ loc: s.loc(r), lastmod: (r.lastmod as number | null | undefined) ?? null }));
};

/**
 * The listicles (social §2) that rank something: a Top 10 for every type, genre and year with a scored media, a
 * Top 50 where there are more than ten. The year is the one the listicles rank by (http/head/listicleHead.ts).
 */
async function articleRows(db: Queryable, now: Date): Promise<Row[]> {
  const { rows } = await db.query<{ type: 'ANIME' | 'MANGA'; genre: string; year: number; n: number }>(
    `SELECT m.type, g AS genre, y.year, count(*)::int AS n
     FROM ${T.media} m
     CROSS JOIN LATERAL (SELECT CASE m.type WHEN 'ANIME' THEN m.season_year ELSE m.start_year END AS year) y
     CROSS JOIN LATERAL unnest(m.genres) g
     WHERE NOT m.is_adult AND m.average_score > 0 AND g = ANY($1::text[]) AND y.year BETWEEN $2 AND $3
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [GENRES, FIRST_LISTICLE_YEAR, lastListicleYear(now)],
  );
  return rows.flatMap(({ type, genre, year, n }) =>
    (n > 10 ? ([10, 50] as const) : ([10] as const)).map((amount) => ({ loc: listiclePath({ amount, genre, type, year }), lastmod: null })),
  );
}

/** Each section's files (1-based) with the latest change in each: one statement for the whole index. */
async function indexFiles(db: Queryable, size: number, now: Date): Promise<{ name: string; lastmod: number | null }[]> {
  const parts = Object.values(SECTIONS).map(
    (s, i) => `SELECT ${i} AS section, ((row_number() OVER (ORDER BY id)) - 1) / $1 + 1 AS page, ${s.lastmod ?? 'NULL::int'} AS lastmod
      FROM ${s.table} WHERE ${s.where}`,
  );
  const { rows } = await db.query<{ section: number; page: string; lastmod: number | null }>(
    `SELECT section, page, max(lastmod) AS lastmod FROM (${parts.join('\nUNION ALL\n')}) x GROUP BY 1, 2 ORDER BY 1, 2`,
    [size],
  );
  const keys = Object.keys(SECTIONS);
  const files = rows.map((r) => ({ name: `${keys[r.section]!}-${Number(r.page)}`, lastmod: r.lastmod }));
  const articles = await articleRows(db, now);
  for (let page = 1; page <= Math.ceil(articles.length / size); page++) files.push({ name: `articles-${page}`, lastmod: null });
  return files;
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const lastmodTag = (seconds: number | null) => (seconds ? `<lastmod>${new Date(seconds * 1000).toISOString()}</lastmod>` : '');
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(rows: Row[]): string {
  const urls = rows.map((r) => `<url><loc>${xmlEscape(`${SITE_URL}${r.loc}`)}</loc>${lastmodTag(r.lastmod)}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

interface Body {
  xml: Buffer;
  gzip: Buffer;
}

const CHILD = /^([a-z]+)-([1-9]\d{0,5})\.xml$/;
const isFileName = (file: string) => {
  const kind = CHILD.exec(file)?.[1];
  return file === 'index.xml' || kind === 'articles' || (kind !== undefined && Object.hasOwn(SECTIONS, kind));
};

export interface SitemapOptions {
  /** URLs per child file (tests use a small one to see the split). */
  pageSize?: number;
  cacheMs?: number;
}

/**
 * /sitemap/index.xml (the footer's Site Map) and its children, built from the read models: media (adult ones left
 * out), characters, staff, studios, members' profiles and the listicles, `pageSize` URLs a file, with lastmod where
 * the read model keeps a time of change. Each file is one SQL statement; a built file is kept (with its gzip) for
 * `cacheMs`, and requests that arrive while it is being built share that build. Unknown files are 404.
 */
export function sitemapRoute(db: Queryable, options: SitemapOptions = {}): Router {
  const size = Math.min(50_000, options.pageSize ?? SITEMAP_PAGE);
  const cacheMs = options.cacheMs ?? SITEMAP_CACHE_MS;
  const cache = new Map<string, { until: number; body: Promise<Body | null> }>();

  const build = async (file: string): Promise<string | null> => {
    const now = new Date();
    if (file === 'index.xml') {
      const files = await indexFiles(db, size, now);
      const entries = files.map((f) => `<sitemap><loc>${SITE_URL}/sitemap/${f.name}.xml</loc>${lastmodTag(f.lastmod)}</sitemap>`);
      return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    }
    const m = CHILD.exec(file);
    if (!m) return null;
    const page = Number(m[2]);
    let rows: Row[];
    if (m[1] === 'articles') rows = (await articleRows(db, now)).slice((page - 1) * size, page * size);
    else if (Object.hasOwn(SECTIONS, m[1]!)) rows = await sectionRows(db, SECTIONS[m[1]!]!, page, size);
    else return null;
    return rows.length ? urlset(rows) : null;
  };

  const cached = (file: string): Promise<Body | null> => {
    const hit = cache.get(file);
    if (hit && hit.until > Date.now()) return hit.body;
    const body = build(file).then((xml) => (xml === null ? null : { xml: Buffer.from(xml), gzip: gzipSync(xml) }));
    // Only names that could be files are kept, and a failed build is not.
    if (isFileName(file)) {
      if (cache.size >= 1000) cache.delete(cache.keys().next().value!);
      cache.set(file, { until: Date.now() + cacheMs, body });
      body.catch(() => cache.delete(file));
    }
    return body;
  };

  const send = (req: Request, res: Response, body: Body) => {
    res
      .type('application/xml')
      .set('Cache-Control', `public, max-age=${Math.round(cacheMs / 1000)}`)
      .vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') res.set('Content-Encoding', 'gzip').send(body.gzip);
    else res.send(body.xml);
  };

  const router = Router();
  router.get('/sitemap/:file', async (req, res, next) => {
    try {
      const body = await cached(req.params.file);
      if (body) send(req, res, body);
      else res.status(404).type('text/plain').send('Not Found');
    } catch (err) {
      next(err);
    }
  });
  return router;
}

import { Router, type Response } from 'express';
import { mediaSlug } from '@tsuzuki/events/sitePaths';
import type { Queryable } from '../db/queryable.ts';
import { T } from '../db/sql.ts';
import { SITE_URL } from '../schema/text.ts';

/** URLs per child sitemap (the protocol allows 50,000; smaller files are cheaper to answer). */
export const SITEMAP_PAGE = 10_000;

interface Section {
  /** The path of the pages: /anime/<id>/<slug>. */
  path: string;
  table: string;
  name: string;
  /** Only what a search engine may show: no adult media. */
  where: string;
}

const SECTIONS: Record<string, Section> = {
  anime: { path: 'anime', table: T.media, name: 'title_romaji', where: "type = 'ANIME' AND NOT is_adult" },
  manga: { path: 'manga', table: T.media, name: 'title_romaji', where: "type = 'MANGA' AND NOT is_adult" },
  characters: { path: 'character', table: T.characters, name: 'name_full', where: 'true' },
  staff: { path: 'staff', table: T.staff, name: 'name_full', where: 'true' },
  studios: { path: 'studio', table: T.studios, name: 'name', where: 'true' },
};

const CHILD = /^([a-z]+)-(\d{1,6})\.xml$/;
const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function sendXml(res: Response, xml: string) {
  res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

/**
 * /sitemap/index.xml (the footer's Site Map) and its children, generated from the read models: every media
 * (adult ones left out, as their pages are noindex), character, staff member and studio page, 10,000 a file.
 */
export function sitemapRoute(db: Queryable): Router {
  const router = Router();
  router.get('/sitemap/index.xml', async (_req, res, next) => {
    try {
      const entries: string[] = [];
      for (const [key, s] of Object.entries(SECTIONS)) {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${s.table} WHERE ${s.where}`);
        const files = Math.ceil(rows[0]!.n / SITEMAP_PAGE);
        for (let i = 1; i <= files; i++) entries.push(`  <sitemap><loc>${SITE_URL}/sitemap/${key}-${i}.xml</loc></sitemap>`);
      }
      sendXml(res, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`);
    } catch (err) {
      next(err);
    }
  });
  router.get('/sitemap/:file', async (req, res, next) => {
    const m = CHILD.exec(req.params.file);
    const section = m ? SECTIONS[m[1]!] : undefined;
    if (!m || !section || Number(m[2]) < 1) return next();
    try {
      const { rows } = await db.query<{ id: number; name: string }>(
        `SELECT id, ${section.name} AS name FROM ${section.table} WHERE ${section.where} ORDER BY id LIMIT $1 OFFSET $2`,
        [SITEMAP_PAGE, (Number(m[2]) - 1) * SITEMAP_PAGE],
      );
      if (rows.length === 0) return next();
      const urls = rows.map((r) => {
        const slug = mediaSlug(r.name);
        return `  <url><loc>${xmlEscape(`${SITE_URL}/${section.path}/${r.id}${slug ? `/${slug}` : ''}`)}</loc></url>`;
      });
      sendXml(res, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

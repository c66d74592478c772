import { mediaSlug } from '@tsuzuki/web/sitePaths';

// core §2's slug, shared with the server (its canonical links and sitemap).
export { mediaSlug };

export type MediaTypeName = 'ANIME' | 'MANGA';

export function mediaPath(type: MediaTypeName | string | null | undefined, id: number, title?: string | null): string {
  const base = `/${type === 'MANGA' ? 'manga' : 'anime'}/${id}`;
  const slug = mediaSlug(title);
  return slug ? `${base}/${slug}` : base;
}

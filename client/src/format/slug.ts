// core §2: spaces become underscores, non-word characters are removed, underscores become hyphens, then URL-encoding.
export function mediaSlug(title: string | null | undefined): string {
  if (!title) return '';
  const slug = title.replace(/ /g, '_').replace(/\W/g, '').replace(/_/g, '-');
  return encodeURIComponent(slug);
}

export type MediaTypeName = 'ANIME' | 'MANGA';

export function mediaPath(type: MediaTypeName | string | null | undefined, id: number, title?: string | null): string {
  const base = `/${type === 'MANGA' ? 'manga' : 'anime'}/${id}`;
  const slug = mediaSlug(title);
  return slug ? `${base}/${slug}` : base;
}

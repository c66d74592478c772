// The subjects of AniList's SiteStatistics, in its order: each a trend of the entities of that kind on the site.
export const SITE_SUBJECTS = ['users', 'anime', 'manga', 'characters', 'staff', 'studios', 'reviews'] as const;
export type SiteSubject = (typeof SITE_SUBJECTS)[number];

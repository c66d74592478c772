/**
 * Where the site announcement is asked (core §7): first the cacheable address, which a CDN or any cache in between
 * may keep for a minute; when that try fails or runs out of time, the proxy address, which the query-service
 * answers itself around every cache. Shared by the client that asks and the query-service that answers.
 */
export const ANNOUNCEMENT_PATHS = { cdn: '/announcement.json', proxy: '/api/proxy/announcement.json' } as const;

// Choices of the settings and setup screens. The values are the API's enums (and events/src/catalogue/users.ts);
// the labels are the site's.

export const TITLE_LANGUAGES = [
  { value: 'ROMAJI', label: 'Romaji', hint: 'Shingeki no Kyojin' },
  { value: 'ENGLISH', label: 'English', hint: 'Attack on Titan' },
  { value: 'NATIVE', label: 'Native', hint: '進撃の巨人' },
] as const;

export const STAFF_NAME_LANGUAGES = [
  { value: 'ROMAJI_WESTERN', label: 'Romaji, Western Order', hint: 'Killua Zoldyck' },
  { value: 'ROMAJI', label: 'Romaji', hint: 'Zoldyck Killua' },
  { value: 'NATIVE', label: 'Native', hint: 'キルア＝ゾルディック' },
] as const;

export const SCORE_FORMATS = [
  { value: 'POINT_100', label: '100 Point', hint: '55/100' },
  { value: 'POINT_10_DECIMAL', label: '10 Point Decimal', hint: '5.5/10' },
  { value: 'POINT_10', label: '10 Point', hint: '5/10' },
  { value: 'POINT_5', label: '5 Star', hint: '3/5' },
  { value: 'POINT_3', label: '3 Point Smiley', hint: ':)' },
] as const;

export const ROW_ORDERS = [
  { value: 'score', label: 'Score' },
  { value: 'title', label: 'Title' },
  { value: 'updatedAt', label: 'Last Updated' },
  { value: 'id', label: 'Last Added' },
] as const;

export const PROFILE_COLORS = [
  { value: 'blue', label: 'Blue', color: '#3db4f2' },
  { value: 'purple', label: 'Purple', color: '#c063ff' },
  { value: 'pink', label: 'Pink', color: '#fc9dd6' },
  { value: 'orange', label: 'Orange', color: '#ef881a' },
  { value: 'red', label: 'Red', color: '#e13333' },
  { value: 'green', label: 'Green', color: '#4cca51' },
  { value: 'gray', label: 'Gray', color: '#677b94' },
] as const;

/** The colour a profile colour name (or a #rrggbb value) paints with. */
export function profileColorValue(name: string | null | undefined): string {
  if (name && /^#[0-9a-f]{6}$/i.test(name)) return name;
  return PROFILE_COLORS.find((color) => color.value === name)?.color ?? PROFILE_COLORS[0].color;
}

// List statuses whose list activity can be switched off (disabledListActivity).
export const LIST_ACTIVITY_STATUSES = [
  { value: 'CURRENT', label: 'Watching / Reading' },
  { value: 'REPEATING', label: 'Rewatching / Rereading' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'PAUSED', label: 'Paused' },
  { value: 'DROPPED', label: 'Dropped' },
  { value: 'PLANNING', label: 'Planning' },
] as const;

export const NOTIFICATION_GROUPS = [
  {
    title: 'Activity',
    types: [
      { value: 'ACTIVITY_MESSAGE', label: 'When someone sends you a message' },
      { value: 'ACTIVITY_REPLY', label: 'When someone replies to your activity' },
      { value: 'ACTIVITY_MENTION', label: 'When someone mentions you in an activity' },
      { value: 'ACTIVITY_REPLY_SUBSCRIBED', label: 'When someone replies to an activity you are subscribed to' },
      { value: 'ACTIVITY_LIKE', label: 'When someone likes your activity' },
      { value: 'ACTIVITY_REPLY_LIKE', label: 'When someone likes your activity reply' },
      { value: 'FOLLOWING', label: 'When someone follows you' },
    ],
  },
  {
    title: 'Forum',
    types: [
      { value: 'THREAD_COMMENT_MENTION', label: 'When someone mentions you in a forum comment' },
      { value: 'THREAD_COMMENT_REPLY', label: 'When someone replies to your forum comment' },
      { value: 'THREAD_SUBSCRIBED', label: 'When someone comments in a thread you are subscribed to' },
      { value: 'THREAD_COMMENT_LIKE', label: 'When someone likes your forum comment' },
      { value: 'THREAD_LIKE', label: 'When someone likes your forum thread' },
    ],
  },
  {
    title: 'Media',
    types: [
      { value: 'AIRING', label: 'When an episode of an anime you watch airs' },
      { value: 'RELATED_MEDIA_ADDITION', label: 'When media related to your list is added' },
      { value: 'MEDIA_DATA_CHANGE', label: 'When media on your list changes' },
      { value: 'MEDIA_MERGE', label: 'When media on your list is merged' },
      { value: 'MEDIA_DELETION', label: 'When media on your list is deleted' },
    ],
  },
] as const;

// Minutes within which list activities of one media merge (0 to one week, events/src/catalogue/users.ts).
export const ACTIVITY_MERGE_TIMES = [
  { value: 0, label: 'Never' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 180, label: '3 hours' },
  { value: 360, label: '6 hours' },
  { value: 720, label: '12 hours' },
  { value: 1440, label: '1 day' },
  { value: 2880, label: '2 days' },
  { value: 4320, label: '3 days' },
  { value: 10080, label: '1 week' },
] as const;

/** IANA time zones the browser knows, with the stored value kept even if it is not among them. */
export function timezoneOptions(current: string | null | undefined): { value: string; label: string }[] {
  const zones: string[] =
    typeof Intl.supportedValuesOf === 'function'
      ? Intl.supportedValuesOf('timeZone')
      : ['UTC', 'Europe/London', 'America/New_York', 'Asia/Tokyo'];
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return [{ value: '', label: 'Automatic (this device)' }, ...all.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))];
}

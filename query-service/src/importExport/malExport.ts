// A member's anime or manga list as a MyAnimeList XML export: the file MyAnimeList's own import takes (and the
// trackers that read its format, and our import). Media that link to their MyAnimeList page carry its id; the
// others only their title, which importers match by name.
import type { MediaListStatus, MediaType } from '@tsuzuki/events';
import type { ExportData, ExportEntry } from './exportData.ts';
import { formatMalDate, malPriority, malScore, malStatus } from './malMapping.ts';

// Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks).
const NOT_XML = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const cdata = (text: string) => `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escape = (text: string) => text.replace(NOT_XML, '').replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);

/** Our formats as MyAnimeList's series_type. */
const SERIES_TYPE: Record<string, string> = {
  TV: 'TV',
  TV_SHORT: 'TV',
  MOVIE: 'Movie',
  OVA: 'OVA',
  ONA: 'ONA',
  SPECIAL: 'Special',
  MUSIC: 'Music',
};

function element(tag: string, value: string | number, raw = false): string {
  return `\t\t<${tag}>${raw ? value : escape(String(value))}</${tag}>`;
}

function animeEntry(e: ExportEntry): string[] {
  const episodes = e.media.episodes ?? 0;
  const rewatching = e.status === 'REPEATING';
  return [
    element('series_animedb_id', e.media.malId ?? 0),
    element('series_title', cdata(e.media.romaji), true),
    element('series_type', SERIES_TYPE[e.media.format ?? ''] ?? 'Unknown'),
    element('series_episodes', episodes),
    element('my_id', 0),
    // During a rewatch MyAnimeList keeps the whole first watch and counts the rewatch's episode on its own.
    element('my_watched_episodes', rewatching ? episodes || e.progress : e.progress),
    element('my_start_date', formatMalDate(e.startedAt)),
    element('my_finish_date', formatMalDate(e.completedAt)),
    element('my_rated', ''),
    element('my_score', malScore(e.score)),
    element('my_storage', ''),
    element('my_storage_value', '0.00'),
    element('my_status', malStatus(e.status, 'ANIME')),
    element('my_comments', cdata(e.notes), true),
    element('my_times_watched', e.repeat),
    element('my_rewatch_value', ''),
    element('my_priority', malPriority(e.priority)),
    element('my_tags', cdata(e.customLists.join(', ')), true),
    element('my_rewatching', rewatching ? 1 : 0),
    element('my_rewatching_ep', rewatching ? e.progress : 0),
    element('my_discuss', 1),
    element('my_sns', 'default'),
    element('update_on_import', 1),
  ];
}

function mangaEntry(e: ExportEntry): string[] {
  return [
    element('manga_mangadb_id', e.media.malId ?? 0),
    element('manga_title', cdata(e.media.romaji), true),
    element('manga_volumes', e.media.volumes ?? 0),
    element('manga_chapters', e.media.chapters ?? 0),
    element('my_id', 0),
    element('my_read_volumes', e.progressVolumes),
    element('my_read_chapters', e.progress),
    element('my_start_date', formatMalDate(e.startedAt)),
    element('my_finish_date', formatMalDate(e.completedAt)),
    element('my_scanalation_group', cdata(''), true),
    element('my_score', malScore(e.score)),
    element('my_storage', ''),
    element('my_retail_volumes', 0),
    element('my_status', malStatus(e.status, 'MANGA')),
    element('my_comments', cdata(e.notes), true),
    element('my_times_read', e.repeat),
    element('my_tags', cdata(e.customLists.join(', ')), true),
    element('my_priority', malPriority(e.priority)),
    element('my_reread_value', ''),
    element('my_rereading', e.status === 'REPEATING' ? 'YES' : 'NO'),
    element('my_discuss', 'YES'),
    element('my_sns', 'default'),
    element('update_on_import', 1),
  ];
}

const TOTALS: Record<MediaType, [string, MediaListStatus[]][]> = {
  ANIME: [
    ['watching', ['CURRENT']],
    ['completed', ['COMPLETED', 'REPEATING']],
    ['onhold', ['PAUSED']],
    ['dropped', ['DROPPED']],
    ['plantowatch', ['PLANNING']],
  ],
  MANGA: [
    ['reading', ['CURRENT']],
    ['completed', ['COMPLETED', 'REPEATING']],
    ['onhold', ['PAUSED']],
    ['dropped', ['DROPPED']],
    ['plantoread', ['PLANNING']],
  ],
};

/** The member's list of `type` in MyAnimeList's export format (export type 1 anime, 2 manga). */
export function exportMalXml(data: ExportData, type: MediaType): string {
  const entries = data.entries.filter((e) => e.media.type === type);
  const noun = type === 'ANIME' ? 'anime' : 'manga';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<myanimelist>',
    '\t<myinfo>',
    element('user_id', data.user.id),
    element('user_name', data.user.name),
    element('user_export_type', type === 'ANIME' ? 1 : 2),
    element(`user_total_${noun}`, entries.length),
    ...TOTALS[type].map(([name, statuses]) => element(`user_total_${name}`, entries.filter((e) => statuses.includes(e.status)).length)),
    '\t</myinfo>',
  ];
  for (const e of entries) lines.push(`\t<${noun}>`, ...(type === 'ANIME' ? animeEntry(e) : mangaEntry(e)), `\t</${noun}>`);
  lines.push('</myanimelist>', '');
  return lines.join('\n');
}

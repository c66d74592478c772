// What a real title of the demo data may carry: what bangumi-data states about it, and nothing made up (docs/adr/0068).
// The seed's tests run the demo data through this, the generated payloads and the events a seeded store holds.
import { isDeepStrictEqual } from 'node:util';
import type { EventData } from '@tsuzuki/events';
import { loadBangumiData } from './bangumi.ts';
import { KANJI, KATAKANA_WORD } from './romaji.ts';

type MediaAdded = EventData<'MediaAdded'>;

/** Fields the source says nothing of, so a real title leaves them empty. */
const EMPTY: Partial<Record<keyof MediaAdded, unknown>> = {
  description: null,
  source: null,
  hashtag: null,
  trailer: null,
  genres: [],
  tags: [],
  studios: [],
  characters: [],
  staff: [],
  streamingEpisodes: [],
};

/** Where text may stand in a real title's payload: its titles, the source's links, values of enums, drawn pictures. */
const TEXT_AT =
  /^(title\.(romaji|english|native)|synonyms\.\d+|externalLinks\.\d+\.(site|url|type|language|color|notes)|relations\.\d+\.relationType|coverImage\.\w+|bannerImage|type|format|status|season|countryOfOrigin)$/;

function textPaths(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === 'string') out.push(path);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) textPaths(inner, path ? `${path}.${key}` : key, out);
  return out;
}

/** What a real title among `media` carries beyond what bangumi-data says, one line each; none: nothing. */
export function madeUpAboutRealTitles(media: readonly MediaAdded[]): string[] {
  const { items, siteMeta } = loadBangumiData();
  const problems: string[] = [];
  for (const m of media) {
    const item = items[m.mediaId - 1];
    if (!item) continue;
    const said = (what: string) => problems.push(`${m.mediaId} ${item.title}: ${what}`);
    for (const [field, empty] of Object.entries(EMPTY)) {
      const value = m[field as keyof MediaAdded];
      if (!isDeepStrictEqual(value, empty)) said(`${field} ${JSON.stringify(value).slice(0, 100)}`);
    }
    for (const path of textPaths(m, '', [])) if (!TEXT_AT.test(path)) said(`text at ${path}`);

    const translations = Object.values(item.titleTranslate)
      .flat()
      .map((t) => t.trim());
    if (m.title.native !== item.title) said(`native title ${m.title.native}`);
    const english = m.title.english;
    if (english !== null && english !== item.title && !translations.some((t) => t.toLowerCase() === english.toLowerCase()))
      said(`English title ${english}`);
    for (const synonym of m.synonyms) if (!translations.includes(synonym)) said(`synonym ${synonym}`);
    if (KANJI.test(m.title.romaji)) said(`kanji in the romaji title ${m.title.romaji}`);
    // A kanji title has no reading in the source, only a dictionary's guess: its English title reads better.
    if (KANJI.test(item.title) && english && m.title.romaji !== english) said(`a guessed reading ${m.title.romaji} over ${english}`);
    if (/[ぁ-ゖァ-ヺ]/.test(m.title.romaji)) said(`kana in the romaji title ${m.title.romaji}`);
    // Katakana are loanwords, which only the English title spells as the words they are (docs/adr/0073).
    if (KATAKANA_WORD.test(item.title) && english && m.title.romaji !== english)
      said(`a spelling of loanwords ${m.title.romaji} over ${english}`);

    const urls = new Set([item.officialSite, ...item.sites.map((s) => s.url || siteMeta[s.site]?.urlTemplate.replace('{{id}}', s.id))]);
    for (const link of m.externalLinks) if (!urls.has(link.url)) said(`link ${link.url}`);
    for (const r of m.relations) if (!items[r.mediaId - 1]) said(`related to the fictional ${r.mediaId}`);
    const mal = item.sites.find((s) => s.site === 'mal')?.id;
    if (m.idMal != null && String(m.idMal) !== mal) said(`MyAnimeList id ${m.idMal}`);
  }
  return problems;
}

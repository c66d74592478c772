// External links of a bangumi-data item (CC-BY-4.0, https://github.com/bangumi-data/bangumi-data):
// each site id is filled into the site's urlTemplate. Download sites ("resource") are left out.
import type { EventData } from '@tsuzuki/events';

type ExternalLink = EventData<'MediaAdded'>['externalLinks'][number];

export interface BangumiSite {
  site: string;
  id: string;
  url?: string;
  regions?: string[];
}

export interface BangumiSiteMeta {
  title: string;
  urlTemplate: string;
  type: 'info' | 'onair' | 'resource';
  regions?: string[];
}

/** English display names and brand colours; sites not listed keep bangumi-data's own title. */
const SITES: Record<string, { name?: string; color?: string }> = {
  bangumi: { name: 'Bangumi', color: '#F09199' },
  tmdb: { name: 'TMDB', color: '#01B4E4' },
  anidb: { name: 'AniDB', color: '#2A2F46' },
  aniList: { name: 'AniList', color: '#02A9FF' },
  mal: { name: 'MyAnimeList', color: '#2E51A2' },
  acfun: { name: 'AcFun', color: '#FD4C5C' },
  bilibili: { name: 'Bilibili', color: '#00A1D6' },
  bilibili_hk_mo_tw: { name: 'Bilibili (HK/MO/TW)', color: '#00A1D6' },
  bilibili_hk_mo: { name: 'Bilibili (HK/MO)', color: '#00A1D6' },
  bilibili_tw: { name: 'Bilibili (TW)', color: '#00A1D6' },
  youku: { name: 'Youku', color: '#1F8AEE' },
  qq: { name: 'Tencent Video', color: '#FF6022' },
  iqiyi: { name: 'iQIYI', color: '#00CC36' },
  letv: { name: 'LeTV' },
  mgtv: { name: 'Mango TV', color: '#FF5F00' },
  nicovideo: { name: 'Niconico', color: '#252525' },
  netflix: { name: 'Netflix', color: '#E50914' },
  gamer: { name: 'Bahamut Anime Crazy', color: '#00B4D8' },
  gamer_hk: { name: 'Bahamut Anime Crazy (HK)', color: '#00B4D8' },
  muse_hk: { name: 'Muse Asia (HK)', color: '#E7363E' },
  muse_tw: { name: 'Muse Asia (TW)', color: '#E7363E' },
  ani_one: { name: 'Ani-One', color: '#F7B500' },
  ani_one_asia: { name: 'Ani-One Asia', color: '#F7B500' },
  viu: { name: 'Viu', color: '#F9B208' },
  mytv: { name: 'myTV SUPER', color: '#0071BC' },
  disneyplus: { name: 'Disney Plus', color: '#113CCF' },
  abema: { name: 'ABEMA', color: '#3C3C3C' },
  unext: { name: 'U-NEXT', color: '#1C1C1C' },
  crunchyroll: { name: 'Crunchyroll', color: '#F88D29' },
  danime: { name: 'd Anime Store', color: '#F76E0B' },
  tropics: { name: 'Tropics Entertainment' },
  prime: { name: 'Amazon Prime Video', color: '#00A8E1' },
  youtube: { name: 'YouTube', color: '#FF0000' },
};

const REGION_LANGUAGE: Record<string, string> = { JP: 'Japanese', CN: 'Chinese', TW: 'Chinese', HK: 'Chinese', MO: 'Chinese' };

/** One language when every region the site serves speaks it (a JP-only site streams in Japanese). */
function languageOf(regions: readonly string[] | undefined): string | null {
  if (!regions?.length) return null;
  const languages = new Set(regions.map((r) => REGION_LANGUAGE[r] ?? null));
  return languages.size === 1 ? [...languages][0]! : null;
}

export function externalLinks(
  mediaId: number,
  officialSite: string,
  sites: readonly BangumiSite[],
  meta: Readonly<Record<string, BangumiSiteMeta>>,
): ExternalLink[] {
  const links: ExternalLink[] = [];
  const seen = new Set<string>();
  const add = (link: Omit<ExternalLink, 'id'>) => {
    if (seen.has(link.url) || !/^https?:\/\//.test(link.url) || link.url.length > 2048) return;
    seen.add(link.url);
    links.push({ id: mediaId * 100 + links.length + 1, ...link });
  };
  if (officialSite) {
    add({ url: officialSite, site: 'Official Site', type: 'INFO', language: null, color: null, icon: null, notes: null });
  }
  for (const site of sites) {
    const m = meta[site.site];
    if (!m || m.type === 'resource' || (!site.id && !site.url)) continue;
    const regions = site.regions?.length ? site.regions : m.regions;
    add({
      url: site.url || m.urlTemplate.replace('{{id}}', site.id),
      site: SITES[site.site]?.name ?? m.title,
      type: m.type === 'onair' ? 'STREAMING' : 'INFO',
      language: m.type === 'onair' ? languageOf(regions) : null,
      color: SITES[site.site]?.color ?? null,
      icon: null,
      notes: m.type === 'onair' && regions?.length ? `Region: ${[...new Set(regions)].join(', ')}` : null,
    });
  }
  return links;
}

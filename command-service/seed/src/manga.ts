// The generated manga catalogue: fictional series from Japan, Korea (manhwa), China and Taiwan (manhua), and
// light novels with their manga adaptations. None is the source of a real anime: that would be a claim about a
// real work (docs/adr/0068). Where-to-read links lead to reserved .example hosts, as a made-up id on a real site
// would open nothing or someone else's series.
import type { CountryCode, MediaFields, MediaFormat, MediaStatus } from '@tsuzuki/events';
import { nameStyleFor, NO_DATE, type DraftWithoutId } from './draft.ts';
import { fictionalTitle, partTitle, type Title } from './fictionalTitles.ts';
import { rng, type Random } from './random.ts';

type Link = MediaFields['externalLinks'][number];

interface Run {
  status: MediaStatus;
  startDate: DraftWithoutId['startDate'];
  endDate: DraftWithoutId['endDate'];
  chapters: number | null;
  volumes: number | null;
}

/** Dates, status and length of a publication that started in `startYear`. */
function publication(r: Random, format: MediaFormat, startYear: number, now: Date): Run {
  const nowYear = now.getUTCFullYear();
  const startDate = { year: startYear, month: r.int(1, 12), day: r.int(1, 28) };
  if (format === 'ONE_SHOT') return { status: 'FINISHED', startDate, endDate: startDate, chapters: 1, volumes: 1 };
  if (startYear > nowYear || (startYear === nowYear && startDate.month > now.getUTCMonth() + 1)) {
    return { status: 'NOT_YET_RELEASED', startDate: { ...startDate, day: null }, endDate: NO_DATE, chapters: null, volumes: null };
  }
  const open = nowYear - startYear < 12 ? 0.5 : 0.1;
  const status: MediaStatus = r.weighted([
    ['FINISHED', 1 - open],
    ['RELEASING', open * 0.8],
    ['HIATUS', open * 0.12 + 0.02],
    ['CANCELLED', 0.03],
  ]);
  const years = status === 'FINISHED' || status === 'CANCELLED' ? Math.min(nowYear - startYear, r.int(0, 12)) : nowYear - startYear;
  const perYear = format === 'NOVEL' ? r.int(2, 4) : r.int(15, 48);
  const amount = Math.max(1, Math.round((years + r.float()) * perYear));
  const finished = status === 'FINISHED' || status === 'CANCELLED';
  const endMonth = years === 0 ? r.int(startDate.month, 12) : r.int(1, 12);
  // A finished run ended by now at the latest.
  const nowMonth = now.getUTCMonth() + 1;
  const endDate = !finished
    ? NO_DATE
    : startYear + years === nowYear && endMonth > nowMonth
      ? { year: nowYear, month: nowMonth, day: Math.min(now.getUTCDate(), 28) }
      : { year: startYear + years, month: endMonth, day: r.int(1, 28) };
  if (format === 'NOVEL')
    return {
      status,
      startDate,
      endDate,
      chapters: finished && r.chance(0.3) ? amount * 6 : null,
      volumes: finished || r.chance(0.6) ? amount : null,
    };
  // Ongoing series often have no chapter count in the database until they end.
  return {
    status,
    startDate,
    endDate,
    chapters: finished || r.chance(0.4) ? amount : null,
    volumes: finished || r.chance(0.5) ? Math.max(1, Math.round(amount / 9)) : null,
  };
}

const READ_ON: Record<CountryCode, [site: string, url: string, color: string][]> = {
  JP: [
    ['MANGA Plus', 'https://mangaplus.example/titles/', '#E40013'],
    ['Comikey', 'https://comikey.example/comics/', '#2E3192'],
    ['BookWalker', 'https://bookwalker.example/series/', '#00A0E9'],
  ],
  KR: [
    ['WEBTOON', 'https://webtoons.example/title/list?titleNo=', '#00D564'],
    ['Tapas', 'https://tapas.example/series/', '#FFDE00'],
  ],
  CN: [['Bilibili Comics', 'https://manga.bilibili.example/detail/mc', '#00A1D6']],
  TW: [['Bilibili Comics', 'https://manga.bilibili.example/detail/mc', '#00A1D6']],
};

/** Where to read it; ids are numbered per media when the data set is assembled. */
function readingLinks(r: Random, key: string, country: CountryCode): Link[] {
  if (!r.chance(0.45)) return [];
  const [site, url, color] = r.pick(READ_ON[country]);
  return [
    {
      id: 1,
      site,
      url: `${url}${100000 + (Math.abs(hashKey(key)) % 900000)}`,
      type: 'STREAMING',
      language: country === 'JP' ? 'English' : null,
      color,
      icon: null,
      notes: null,
    },
  ];
}

const hashKey = (key: string) => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

function mangaDraft(
  r: Random,
  franchise: string,
  title: Title,
  format: MediaFormat,
  country: CountryCode,
  startYear: number,
  now: Date,
  isAdult: boolean,
): DraftWithoutId {
  const run = publication(r, format, startYear, now);
  return {
    type: 'MANGA',
    franchise,
    nameStyle: nameStyleFor(country),
    title,
    synonyms: [],
    format,
    ...run,
    season: null,
    seasonYear: null,
    episodes: null,
    duration: null,
    countryOfOrigin: country,
    externalLinks: [],
    airingSchedule: [],
    source: format === 'NOVEL' ? r.pick(['ORIGINAL', 'WEB_NOVEL'] as const) : 'ORIGINAL',
    isAdult,
    real: false,
  };
}

/**
 * `count` fictional manga, in series: a novel may get a manga adaptation and a manga a second part, listed
 * right after it. Series index k with k % 67 === 7 is an adult title (genre Hentai), so small sets have one.
 */
export function generateMangaSeries(count: number, now: Date, used: Set<string>): DraftWithoutId[][] {
  const series: DraftWithoutId[][] = [];
  let total = 0;
  for (let k = 0; total < count; k++) {
    const r = rng('manga-series', k);
    const isAdult = k % 67 === 7 || (count <= 7 && k === count - 1);
    const country: CountryCode = isAdult
      ? 'JP'
      : r.weighted([
          ['JP', 78],
          ['KR', 12],
          ['CN', 7],
          ['TW', 3],
        ]);
    const format: MediaFormat =
      country === 'JP'
        ? r.weighted([
            ['MANGA', 70],
            ['NOVEL', 22],
            ['ONE_SHOT', 8],
          ])
        : r.weighted([
            ['MANGA', 95],
            ['NOVEL', 5],
          ]);
    const startYear = now.getUTCFullYear() - Math.round(Math.pow(r.float(), 2) * 48) + (r.chance(0.02) ? 1 : 0);
    const title = fictionalTitle(r, country, format, used);
    const key = `manga:${k}`;
    const first = mangaDraft(r, key, title, format, country, startYear, now, isAdult);
    const entries = [first];
    if (format === 'NOVEL' && r.chance(0.3) && first.status !== 'NOT_YET_RELEASED') {
      entries.push({
        ...mangaDraft(r, key, title, 'MANGA', country, Math.min(now.getUTCFullYear(), startYear + r.int(1, 3)), now, isAdult),
        source: 'LIGHT_NOVEL',
      });
    } else if (format === 'MANGA' && first.status === 'FINISHED' && r.chance(0.12)) {
      entries.push(mangaDraft(r, key, partTitle(title, 2), 'MANGA', country, (first.endDate.year ?? startYear) + 1, now, isAdult));
    }
    for (const e of entries) e.externalLinks = readingLinks(r, `${key}:${e.format}`, country);
    series.push(entries.slice(0, count - total));
    total += Math.min(entries.length, count - total);
  }
  return series;
}

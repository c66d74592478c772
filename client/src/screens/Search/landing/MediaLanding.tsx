import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { AnimeLanding_query$key } from './__generated__/AnimeLanding_query.graphql';
import type { MangaLanding_query$key } from './__generated__/MangaLanding_query.graphql';
import type { MediaResultList_media$key } from '../media/__generated__/MediaResultList_media.graphql';
import { MediaResultList } from '../media/MediaResultList.tsx';
import type { SearchView } from '../media/searchView.ts';
import { LANDING_SECTIONS } from './landingSections.ts';
import { LandingSectionBlock } from './LandingSectionBlock.tsx';

type Page =
  | { readonly media?: ReadonlyArray<(MediaResultList_media$key[number] & { readonly id: number }) | null | undefined> | null }
  | null
  | undefined;

function Sections({ type, pages, view }: { type: 'anime' | 'manga'; pages: { readonly [key: string]: Page | string }; view: SearchView }) {
  return (
    <>
      {LANDING_SECTIONS[type].map((section) => {
        const page = pages[`${type}_${section.key}`];
        const media = (typeof page === 'object' ? page?.media?.filter(notNull) : null) ?? [];
        const top = section.key === 'top';
        return (
          <LandingSectionBlock key={section.key} section={section} empty={media.length === 0}>
            <MediaResultList media={media} ranked={top} view={top ? 'table' : view === 'table' ? 'cover' : view} placeholders={0} />
          </LandingSectionBlock>
        );
      })}
    </>
  );
}

export function AnimeLanding({ query, view }: { query: AnimeLanding_query$key; view: SearchView }) {
  const data = useFragment(
    graphql`
      fragment AnimeLanding_query on Query
      @argumentDefinitions(
        isAdult: { type: "Boolean" }
        season: { type: "MediaSeason" }
        seasonYear: { type: "Int" }
        nextSeason: { type: "MediaSeason" }
        nextYear: { type: "Int" }
      ) {
        anime_trending: Page(perPage: 6) { media(type: ANIME, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        anime_season: Page(perPage: 6) { media(type: ANIME, season: $season, seasonYear: $seasonYear, sort: [POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        anime_nextSeason: Page(perPage: 6) { media(type: ANIME, season: $nextSeason, seasonYear: $nextYear, sort: [POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        anime_popular: Page(perPage: 6) { media(type: ANIME, sort: [POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        anime_top: Page(perPage: 10) { media(type: ANIME, sort: [SCORE_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
      }
    `,
    query,
  );
  return <Sections type="anime" pages={data} view={view} />;
}

export function MangaLanding({ query, view }: { query: MangaLanding_query$key; view: SearchView }) {
  const data = useFragment(
    graphql`
      fragment MangaLanding_query on Query @argumentDefinitions(isAdult: { type: "Boolean" }) {
        manga_trending: Page(perPage: 6) { media(type: MANGA, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        manga_popular: Page(perPage: 6) { media(type: MANGA, sort: [POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        manga_manhwa: Page(perPage: 6) { media(type: MANGA, countryOfOrigin: "KR", sort: [POPULARITY_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
        manga_top: Page(perPage: 10) { media(type: MANGA, sort: [SCORE_DESC], isAdult: $isAdult) { id ...MediaResultList_media } }
      }
    `,
    query,
  );
  return <Sections type="manga" pages={data} view={view} />;
}

import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { landingVariables } from './landingVariables.ts';
import type { LandingQuery as LandingQueryType } from './__generated__/LandingQuery.graphql';

// Landing sections hold 6 items each (core §9); adult media stay out for guests (core §5).
export const landingQuery = graphql`
  query LandingQuery($season: MediaSeason, $seasonYear: Int) @preloadable {
    trending: Page(perPage: 6) {
      media(type: ANIME, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: false) {
        id
        ...CoverCard_media
        ...HeroCollage_media
      }
    }
    season: Page(perPage: 6) {
      media(type: ANIME, season: $season, seasonYear: $seasonYear, sort: [POPULARITY_DESC], isAdult: false) {
        id
        ...CoverCard_media
      }
    }
    popular: Page(perPage: 6) {
      media(type: ANIME, sort: [POPULARITY_DESC], isAdult: false) {
        id
        ...CoverCard_media
      }
    }
    manga: Page(perPage: 6) {
      media(type: MANGA, sort: [POPULARITY_DESC], isAdult: false) {
        id
        ...CoverCard_media
      }
    }
  }
`;

export function landingLoader() {
  return loadRouteQuery<LandingQueryType>('landing', landingQuery, landingVariables(new Date()));
}

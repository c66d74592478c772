import { graphql } from 'react-relay';
import { homeGuard } from '../../session/guards.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import type { HomeQuery as HomeQueryType } from './__generated__/HomeQuery.graphql';

// Home blocks of core §2: trending and newly added anime and manga, 5 each (core §9). The feed, list previews,
// forum and reviews blocks come with their features.
export const homeQuery = graphql`
  query HomeQuery($isAdult: Boolean) {
    trendingAnime: Page(perPage: 5) {
      media(type: ANIME, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) { id ...CoverCard_media }
    }
    trendingManga: Page(perPage: 5) {
      media(type: MANGA, sort: [TRENDING_DESC, POPULARITY_DESC], isAdult: $isAdult) { id ...CoverCard_media }
    }
    newAnime: Page(perPage: 5) {
      media(type: ANIME, sort: [ID_DESC], isAdult: $isAdult) { id ...CoverCard_media }
    }
    newManga: Page(perPage: 5) {
      media(type: MANGA, sort: [ID_DESC], isAdult: $isAdult) { id ...CoverCard_media }
    }
  }
`;

function variables() {
  // Adult media only for a viewer who chose to see them; null means "no filter".
  const adult = viewerSession.getState().viewer?.options?.displayAdultContent === true;
  return { isAdult: adult ? null : false };
}

/** /home: the home guard first (core §2). */
export function homeLoader() {
  homeGuard();
  return loadRouteQuery<HomeQueryType>('home', homeQuery, variables());
}

/** /social: the same screen, open to guests ("Site Activity"). */
export function socialLoader() {
  return loadRouteQuery<HomeQueryType>('home', homeQuery, variables());
}

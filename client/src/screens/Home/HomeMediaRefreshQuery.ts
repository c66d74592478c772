import { graphql } from 'react-relay';

// The home page's trending and newly added blocks asked again (useHomeRefresh): the same fields with the same
// arguments as HomeQuery's, so the answer lands on the records the page already shows and the blocks re-render.
export const homeMediaRefreshQuery = graphql`
  query HomeMediaRefreshQuery($isAdult: Boolean) {
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

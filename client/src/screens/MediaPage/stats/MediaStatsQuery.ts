import { graphql } from 'react-relay';

// Trend points: the newest 24 of each series (core §9: stats graphs show the last 24 points). The airing series come
// per episode (airingProgression: each episode's last point while airing), not per day, so each episode shows once.
export const mediaStatsQuery = graphql`
  query MediaStatsQuery($id: Int!) {
    Media(id: $id) {
      id
      type
      rankings { id rank type context allTime season year format }
      activity: trends(page: 1, perPage: 24, sort: [DATE_DESC]) { nodes { date trending } }
      stats { airingProgression { episode score watching } }
      ...StatusDistribution_media
      ...ScoreDistribution_media
    }
  }
`;

import { graphql } from 'react-relay';

// Trend points: the newest 24 of each series (core §9: stats graphs show the last 24 points).
export const mediaStatsQuery = graphql`
  query MediaStatsQuery($id: Int!) {
    Media(id: $id) {
      id
      type
      rankings { id rank type context allTime season year format }
      activity: trends(page: 1, perPage: 24, sort: [DATE_DESC]) { nodes { date trending } }
      airing: trends(page: 1, perPage: 24, releasing: true, sort: [EPISODE_DESC]) { nodes { date episode averageScore inProgress } }
      ...StatusDistribution_media
      ...ScoreDistribution_media
    }
  }
`;

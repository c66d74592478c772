import { seasonOfDate } from '../../format/season.ts';

/** The landing page's query variables: this season's anime by the visitor's clock. Also sent early (earlyQueries.ts). */
export function landingVariables(now: Date) {
  const { season, year } = seasonOfDate(now);
  return { season, seasonYear: year };
}

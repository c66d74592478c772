import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StatCardList_statistics$key } from './__generated__/StatCardList_statistics.graphql';
import { StatCard } from './StatCard.tsx';
import { cardGroups, CARDS_PER_GROUP, groupCoverIds, statCards } from './statCards.ts';
import { pageLabel, type StatsListPage, type StatsSort, type StatsType } from './statsPages.ts';
import styles from './StatCards.module.css';

// Two groups of cards at first (a genre page whole), two more a click.
const GROUPS_A_STEP = 2;

interface Props {
  statistics: StatCardList_statistics$key;
  page: StatsListPage;
  type: StatsType;
  sort: StatsSort;
}

/** The page's breakdown as ranked cards; each group of cards fetches its covers in one request. */
export function StatCardList({ statistics, page, type, sort }: Props) {
  const data = useFragment(
    graphql`
      fragment StatCardList_statistics on UserStatistics
      @argumentDefinitions(
        sort: { type: "[UserStatisticsSort]", defaultValue: [COUNT_DESC] }
        genres: { type: "Boolean!", defaultValue: false }
        tags: { type: "Boolean!", defaultValue: false }
        voiceActors: { type: "Boolean!", defaultValue: false }
        studios: { type: "Boolean!", defaultValue: false }
        staff: { type: "Boolean!", defaultValue: false }
      ) {
        genres(sort: $sort) @include(if: $genres) { count meanScore minutesWatched chaptersRead mediaIds genre }
        tags(sort: $sort) @include(if: $tags) { count meanScore minutesWatched chaptersRead mediaIds tag { id name } }
        voiceActors(sort: $sort) @include(if: $voiceActors) {
          count meanScore minutesWatched chaptersRead mediaIds
          voiceActor { id name { userPreferred } image { large } }
        }
        studios(sort: $sort) @include(if: $studios) { count meanScore minutesWatched chaptersRead mediaIds studio { id name } }
        staff(sort: $sort) @include(if: $staff) {
          count meanScore minutesWatched chaptersRead mediaIds
          staff { id name { userPreferred } image { large } }
        }
      }
    `,
    statistics,
  );
  const [shownGroups, setShownGroups] = useState(GROUPS_A_STEP);
  const rows = { genres: data.genres, tags: data.tags, 'voice-actors': data.voiceActors, studios: data.studios, staff: data.staff }[page];
  const groups = cardGroups(statCards(rows, page, type));
  if (groups.length === 0) {
    return <p className={`card ${styles.none}`}>No {pageLabel(page).toLowerCase()} to show yet.</p>;
  }
  return (
    <>
      <ol className={styles.cards}>
        {groups.slice(0, shownGroups).flatMap((group, groupIndex) => {
          const coverIds = groupCoverIds(group);
          return group.map((card, index) => (
            <StatCard
              key={card.key}
              card={card}
              rank={groupIndex * CARDS_PER_GROUP + index + 1}
              type={type}
              sort={sort}
              groupCoverIds={coverIds}
            />
          ));
        })}
      </ol>
      {shownGroups < groups.length ? (
        <button type="button" className={`button ${styles.more}`} onClick={() => setShownGroups((shown) => shown + GROUPS_A_STEP)}>
          Show More
        </button>
      ) : null}
    </>
  );
}

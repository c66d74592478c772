import { useCallback, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, useSubscribeToInvalidationState } from 'react-relay';
import { Link } from 'react-router-dom';
import { notNull } from '../../system/notNull.ts';
import { ListPreviewCard } from './ListPreviewCard.tsx';
import { previewCount, previewSections, type PreviewSize } from './listPreviewRules.ts';
import { storedPreviewSize, storePreviewSize } from './previewSize.ts';
import type { HomeListPreview_query$key } from './__generated__/HomeListPreview_query.graphql';
import type { HomeListPreviewRefetchQuery } from './__generated__/HomeListPreviewRefetchQuery.graphql';
import styles from './Home.module.css';

/**
 * The viewer's in-progress anime and manga (core §4): In Progress, or Airing / Anime / Manga in Progress. The page
 * refreshes it every 10 minutes (useHomeRefresh).
 */
export function HomeListPreview({ query }: { query: HomeListPreview_query$key }) {
  const [data, refetch] = useRefetchableFragment<HomeListPreviewRefetchQuery, HomeListPreview_query$key>(
    graphql`
      fragment HomeListPreview_query on Query
      @refetchable(queryName: "HomeListPreviewRefetchQuery")
      @argumentDefinitions(userId: { type: "Int" }, perPage: { type: "Int", defaultValue: 20 }) {
        animePreview: Page(perPage: $perPage) {
          # The holder's store id: a list save marks it stale (mutations/listChanges.ts).
          __id
          mediaList(userId: $userId, type: ANIME, status_in: [CURRENT, REPEATING], sort: [UPDATED_TIME_DESC]) {
            id
            updatedAt
            media { id status(version: 2) nextAiringEpisode { timeUntilAiring } }
            ...ListPreviewCard_entry
          }
        }
        mangaPreview: Page(perPage: $perPage) {
          __id
          mediaList(userId: $userId, type: MANGA, status_in: [CURRENT, REPEATING], sort: [UPDATED_TIME_DESC]) {
            id
            updatedAt
            media { id status(version: 2) nextAiringEpisode { timeUntilAiring } }
            ...ListPreviewCard_entry
          }
        }
      }
    `,
    query,
  );
  const [size, setSize] = useState<PreviewSize>(storedPreviewSize);
  const [, startTransition] = useTransition();

  // An entry changed from this page (a card's list editor or +1) marks the previews stale: the sections may gain,
  // lose or reorder entries.
  const refetchNow = useCallback(() => {
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [refetch]);
  useSubscribeToInvalidationState([data.animePreview?.__id, data.mangaPreview?.__id].filter(notNull), refetchNow);

  const choose = (next: PreviewSize) => {
    if (next === size) return;
    setSize(next);
    storePreviewSize(next);
    startTransition(() => {
      refetch({ perPage: previewCount(next) });
    });
  };

  const toEntry = (type: 'ANIME' | 'MANGA') => (entry: NonNullable<NonNullable<typeof data.animePreview>['mediaList']>[number]) =>
    entry
      ? [
          {
            entry,
            mediaType: type,
            mediaStatus: entry.media?.status,
            timeUntilAiring: entry.media?.nextAiringEpisode?.timeUntilAiring,
            updatedAt: entry.updatedAt,
          },
        ]
      : [];
  const sections = previewSections(
    (data.animePreview?.mediaList ?? []).flatMap(toEntry('ANIME')),
    (data.mangaPreview?.mediaList ?? []).flatMap(toEntry('MANGA')),
  );
  if (sections.length === 0) return null;

  return (
    <div className={styles.listPreview} data-size={size}>
      <div className={styles.sizeToggle} role="group" aria-label="List preview size">
        {(['small', 'large'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={size === option} onClick={() => choose(option)}>
            {option === 'small' ? 'Small' : 'Large'}
          </button>
        ))}
      </div>
      {sections.map((section) => (
        <section key={section.title} className={styles.previewSection} aria-label={section.title}>
          <h2 className={styles.heading}>{section.link ? <Link to={section.link}>{section.title}</Link> : section.title}</h2>
          <ul className={styles.previewGrid}>
            {section.entries.map(({ entry }) => (
              <li key={entry.id}>
                <ListPreviewCard entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

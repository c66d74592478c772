import { useEffect } from 'react';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { AiringCard } from './AiringCard.tsx';
import { airingQuery } from './AiringQuery.ts';
import { airingEntries } from './airingRules.ts';
import type { AiringQuery } from './__generated__/AiringQuery.graphql';
import styles from './Airing.module.css';

const TITLE = 'Your Airing Anime';

/** /airing: the viewer's airing anime by time until the next episode, with the countdown (core §2). */
export function Airing() {
  const data = useRouteQuery<AiringQuery>(airingQuery);
  const entries = airingEntries((data.MediaListCollection?.lists ?? []).flatMap((list) => list?.entries ?? []));

  useEffect(() => {
    document.title = `${TITLE} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, []);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{TITLE}</h1>
      {entries.length === 0 ? (
        <p className={`card ${styles.empty}`}>No Results</p>
      ) : (
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <AiringCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

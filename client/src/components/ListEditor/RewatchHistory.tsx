import { graphql, useFragment } from 'react-relay';
import type { ScoreFormat } from '@tsuzuki/events/scores';
import type { RewatchHistory_entry$key } from './__generated__/RewatchHistory_entry.graphql';
import { scoreText } from './rules/entryData.ts';
import { dateText } from './rules/fuzzyDates.ts';
import styles from './ListEditor.module.css';

interface Props {
  entry: RewatchHistory_entry$key;
  type: 'ANIME' | 'MANGA';
  scoreFormat: ScoreFormat;
}

type Day = { readonly year?: number | null; readonly month?: number | null; readonly day?: number | null } | null | undefined;
const span = (start: Day, end: Day) => `${dateText(start) || '?'} – ${dateText(end) || '?'}`;

/** The first watch and each rewatch (reread) with its own dates and score, and the one under way. */
export function RewatchHistory({ entry, type, scoreFormat }: Props) {
  const data = useFragment(
    graphql`
      fragment RewatchHistory_entry on MediaList {
        status
        startedAt { year month day }
        completedAt { year month day }
        rewatchStartedAt { year month day }
        rewatches { number startedAt { year month day } completedAt { year month day } scoreRaw: score(format: POINT_100) }
      }
    `,
    entry,
  );
  const rewatches = data.rewatches ?? [];
  const underWay = data.status === 'REPEATING';
  if (rewatches.length === 0 && !underWay) return null;
  const noun = type === 'MANGA' ? 'Reread' : 'Rewatch';
  return (
    <section className={styles.section} aria-label={`${noun} History`}>
      <h3 className={styles.sectionTitle}>{noun} History</h3>
      <ol className={styles.history}>
        <li>
          <span className={styles.historyName}>{type === 'MANGA' ? 'First read' : 'First watch'}</span>
          <span>{span(data.startedAt, data.completedAt)}</span>
        </li>
        {rewatches.map((rewatch) => (
          <li key={rewatch.number}>
            <span className={styles.historyName}>
              {noun} {rewatch.number}
            </span>
            <span>{span(rewatch.startedAt, rewatch.completedAt)}</span>
            <span className={styles.historyScore}>{scoreText(rewatch.scoreRaw, scoreFormat)}</span>
          </li>
        ))}
        {underWay ? (
          <li>
            <span className={styles.historyName}>
              {noun} {rewatches.length + 1}
            </span>
            <span>
              {dateText(data.rewatchStartedAt) || '?'} – {type === 'MANGA' ? 'reading now' : 'watching now'}
            </span>
          </li>
        ) : null}
      </ol>
    </section>
  );
}

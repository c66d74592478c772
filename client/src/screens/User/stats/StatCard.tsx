import { Link } from 'react-router-dom';
import { groupedCount } from '../../../format/numbers.ts';
import { StatCovers } from './StatCovers.tsx';
import { cardCoverIds, type StatCardModel } from './statCards.ts';
import { meanFigure, timeWatchedLabel } from './statsFigures.ts';
import type { StatsSort, StatsType } from './statsPages.ts';
import styles from './StatCards.module.css';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

interface Props {
  card: StatCardModel;
  rank: number;
  type: StatsType;
  /** The figure the cards are ordered by stands out. */
  sort: StatsSort;
  /** Every cover of the card's group: the group asks for them together. */
  groupCoverIds: readonly number[];
}

/** One genre, tag, person or studio: its rank, name (and picture), count, mean score, time or chapters, covers. */
export function StatCard({ card, rank, type, sort, groupCoverIds }: Props) {
  const covers = cardCoverIds(card);
  const figures = [
    { sort: 'count', label: 'Count', value: groupedCount(card.count) },
    { sort: 'mean-score', label: 'Mean Score', value: meanFigure(card.meanScore) },
    type === 'anime'
      ? { sort: 'progress', label: 'Time Watched', value: timeWatchedLabel(card.minutesWatched) }
      : { sort: 'progress', label: 'Chapters Read', value: groupedCount(card.chaptersRead) },
  ];
  return (
    <li className={`card ${styles.card}`} aria-label={card.name} data-stat-card={card.name}>
      <div className={styles.head}>
        {card.image ? <img className={styles.image} src={card.image} alt="" loading="lazy" /> : null}
        <span className={styles.rank}>#{rank}</span>
        <h3 className={styles.name}>
          <Link to={card.href}>{card.name}</Link>
        </h3>
      </div>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={figure.sort === sort ? styles.sorted : undefined}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <BlockBoundary what="Covers" fallback={<CoverPlaceholders count={covers.length} />}>
        {(fetchKey) => <StatCovers ids={covers} groupIds={groupCoverIds} fetchKey={fetchKey} />}
      </BlockBoundary>
    </li>
  );
}

function CoverPlaceholders({ count }: { count: number }) {
  return (
    <div className={styles.covers} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.coverPlaceholder} />
      ))}
    </div>
  );
}

import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Cover } from '../../../components/Cover/Cover.tsx';
import { listStatusLabel } from '../../../components/ListEditor/rules/statusLabels.ts';
import { mediaPath } from '../../../format/slug.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { ListScore } from '../lists/ListScore.tsx';
import { asScoreFormat, shownRawScore, type ScoreFormat } from '../lists/rules/score.ts';
import { useRenderBudget } from '../lists/useRenderBudget.ts';
import { compareLists } from './compareRules.ts';
import { listCompareQuery } from './ListCompareQuery.ts';
import type { ListCompareQuery, ListCompareQuery$data } from './__generated__/ListCompareQuery.graphql';
import shell from '../User.module.css';
import styles from './Compare.module.css';

// Only the lists: the owner's collection also carries its user, the viewer's does not.
type Collection = { readonly lists: NonNullable<ListCompareQuery$data['theirs']>['lists'] };
type Entry = NonNullable<NonNullable<NonNullable<NonNullable<Collection>['lists']>[number]>['entries']>[number] & {};
type Row = NonNullable<Entry> & { readonly title: string; readonly scoreRaw: number };

/** Every entry once: status sections and custom lists can both hold it. */
function entriesOf(collection: Collection | null | undefined): Row[] {
  const seen = new Map<number, Row>();
  for (const list of collection?.lists ?? []) {
    for (const entry of list?.entries ?? []) {
      if (entry?.media && !seen.has(entry.mediaId)) {
        seen.set(entry.mediaId, { ...entry, title: entry.media.title?.userPreferred ?? '', scoreRaw: entry.scoreRaw ?? 0 });
      }
    }
  }
  return [...seen.values()];
}

/** /user/{name}/{anime|manga}list/compare: the viewer's list against the owner's. */
export function ListCompare({ type }: { type: 'ANIME' | 'MANGA' }) {
  const data = useRouteQuery<ListCompareQuery>(listCompareQuery);
  const viewer = useViewer();
  const owner = data.theirs?.user?.name ?? '';
  const format = asScoreFormat(viewer?.mediaListOptions?.scoreFormat);
  const comparison = useMemo(() => compareLists(entriesOf(data.theirs), entriesOf(data.mine)), [data.theirs, data.mine]);
  const { budget, more, sentinel } = useRenderBudget(comparison.shared.length, owner);

  if (!viewer) {
    return (
      <div className={`container ${shell.page}`}>
        <p className={`card ${shell.empty}`}>
          <Link to="/login">Log in</Link> to compare your list with {owner}&apos;s.
        </p>
      </div>
    );
  }
  if (viewer.id === data.theirs?.user?.id) {
    return (
      <div className={`container ${shell.page}`}>
        <p className={`card ${shell.empty}`}>This is your own list: open another member&apos;s list to compare it with yours.</p>
      </div>
    );
  }
  return (
    <div className={`container ${shell.page} ${styles.page}`}>
      <p className={styles.summary}>
        {comparison.shared.length} shared {type === 'ANIME' ? 'anime' : 'manga'}
        {comparison.meanDifference != null
          ? ` · ${owner} scores ${Math.abs(comparison.meanDifference)} points ${comparison.meanDifference >= 0 ? 'higher' : 'lower'} on average`
          : ''}
      </p>
      <section aria-label="Shared entries">
        <h2 className={shell.heading}>On Both Lists</h2>
        <div className={`card ${styles.table}`} role="table" aria-label="On both lists">
          <div className={`${styles.row} ${styles.head}`} role="row">
            <span role="columnheader" />
            <span role="columnheader">Title</span>
            <span role="columnheader">{owner}</span>
            <span role="columnheader">You</span>
          </div>
          {comparison.shared.length === 0 ? <p className={shell.empty}>No Results</p> : null}
          {comparison.shared.slice(0, budget).map((pair) => (
            <CompareRow key={pair.mediaId} entry={pair.theirs} scores={[pair.theirs, pair.mine]} type={type} format={format} />
          ))}
        </div>
        {more ? <div ref={sentinel} aria-hidden="true" /> : null}
      </section>
      <div className={styles.only}>
        <OnlyList title={`Only ${owner}`} rows={comparison.onlyTheirs} type={type} format={format} />
        <OnlyList title="Only You" rows={comparison.onlyMine} type={type} format={format} />
      </div>
    </div>
  );
}

function CompareRow({ entry, scores, type, format }: { entry: Row; scores: Row[]; type: string; format: ScoreFormat }) {
  return (
    <div className={styles.row} role="row" data-compare-entry={entry.title}>
      <span role="cell">
        <Cover src={entry.media?.coverImage?.medium} color={entry.media?.coverImage?.color} alt="" className={styles.cover} />
      </span>
      <span role="cell">
        <Link to={mediaPath(entry.media?.type, entry.mediaId, entry.title)} className={styles.title}>
          {entry.title}
        </Link>
      </span>
      {scores.map((row, index) => (
        <span role="cell" key={index} title={listStatusLabel(row.status, type)}>
          <ListScore score={shownRawScore(row.scoreRaw, format)} />
        </span>
      ))}
    </div>
  );
}

function OnlyList({ title, rows, type, format }: { title: string; rows: Row[]; type: string; format: ScoreFormat }) {
  const { budget, more, sentinel } = useRenderBudget(rows.length, title);
  return (
    <section aria-label={title}>
      <h2 className={shell.heading}>
        {title} <span className={styles.count}>{rows.length}</span>
      </h2>
      <div className={`card ${styles.table}`} role="table" aria-label={title}>
        {rows.length === 0 ? <p className={shell.empty}>No Results</p> : null}
        {rows.slice(0, budget).map((row) => (
          <CompareRow key={row.mediaId} entry={row} scores={[row]} type={type} format={format} />
        ))}
      </div>
      {more ? <div ref={sentinel} aria-hidden="true" /> : null}
    </section>
  );
}

export const AnimeListCompare = () => <ListCompare type="ANIME" />;
export const MangaListCompare = () => <ListCompare type="MANGA" />;

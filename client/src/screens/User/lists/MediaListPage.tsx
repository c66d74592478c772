import { Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { useViewer } from '../../../session/useViewer.ts';
import { useReleaseOlderRefs, useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { ListFilters } from './ListFilters.tsx';
import { ListSection } from './ListSection.tsx';
import { ListSideMenu } from './ListSideMenu.tsx';
import { hasMovedEntries, sectionData, uniqueRows } from './listSections.ts';
import { mediaListPageQuery, WHOLE_LIST_ROUTE_KEY, type ListType, type MediaListLoaded } from './MediaListQuery.ts';
import { filterChoices, filterEntries, NO_FILTERS, rowOrderSort, sortEntries, type ListSort } from './rules/entries.ts';
import { asScoreFormat } from './rules/score.ts';
import { inViewerOrder, sectionMatches } from './rules/sections.ts';
import { useRenderBudget } from './useRenderBudget.ts';
import type { MediaListPageQuery } from './__generated__/MediaListPageQuery.graphql';
import shell from '../User.module.css';
import styles from './MediaList.module.css';

type ListData = MediaListPageQuery['response'];

/**
 * /user/{name}/{anime|manga}list/{section?} (core §2). The loader waited for the list's first entries only (ADR 47):
 * they show at once, and the whole list (sections with their counts, filters, the side menu) replaces them when it
 * has arrived. A list no longer than the head was whole from the start.
 */
export function MediaListPage({ type }: { type: ListType }) {
  const head = useRouteQuery<MediaListPageQuery>(mediaListPageQuery);
  const { whole } = useLoaderData() as MediaListLoaded;
  useReleaseOlderRefs(WHOLE_LIST_ROUTE_KEY, whole as PreloadedQuery<OperationType> | null);
  if (!whole) return <ListView data={head} type={type} />;
  return (
    <Suspense fallback={<ListView data={head} type={type} partial />}>
      <WholeList queryRef={whole} type={type} />
    </Suspense>
  );
}

function WholeList({ queryRef, type }: { queryRef: PreloadedQuery<MediaListPageQuery>; type: ListType }) {
  return <ListView data={usePreloadedQuery<MediaListPageQuery>(mediaListPageQuery, queryRef)} type={type} />;
}

/** The page over a list's answer; `partial` while only the head is there: no counts, filters or side menu yet. */
function ListView({ data, type, partial = false }: { data: ListData; type: ListType; partial?: boolean }) {
  const { MediaListCollection: collection, Viewer: viewerOptions } = data;
  const { section } = useParams();
  const viewer = useViewer();
  const owner = collection?.user;
  const isOwner = viewer != null && viewer.id === owner?.id;
  const scoreFormat = asScoreFormat(owner?.mediaListOptions?.scoreFormat);
  const [filters, setFilters] = useState(NO_FILTERS);
  // Like the section order, the row order is the viewer's own choice; a guest sees the owner's.
  const [sort, setSort] = useState<ListSort>(() => rowOrderSort(viewer?.mediaListOptions?.rowOrder ?? owner?.mediaListOptions?.rowOrder));
  const shownFilters = useDeferredValue(filters);

  const listOptions = viewerOptions?.mediaListOptions?.[type === 'ANIME' ? 'animeList' : 'mangaList'];
  const sections = useMemo(() => inViewerOrder(sectionData(collection), listOptions?.sectionOrder), [collection, listOptions]);
  const choices = useMemo(() => filterChoices(uniqueRows(sections)), [sections]);
  const visible = useMemo(
    () =>
      sections
        .filter((group) => section == null || sectionMatches(group, section))
        .map((group) => ({ ...group, rows: sortEntries(filterEntries(group.rows, shownFilters), sort) }))
        .filter((group) => group.rows.length > 0),
    [sections, section, shownFilters, sort],
  );

  // An entry that changed status here (+1 to the last episode, the list editor) moves once the list reloads.
  // Twice at most in a row, should the server still answer with the old sections. Not from the head: the whole
  // list is on its way.
  const revalidator = useRevalidator();
  const reloads = useRef(0);
  const moved = !partial && hasMovedEntries(sections);
  useEffect(() => {
    if (!moved) reloads.current = 0;
    else if (revalidator.state === 'idle' && reloads.current < 2) {
      reloads.current += 1;
      void revalidator.revalidate();
    }
  }, [moved, sections, revalidator]);

  const total = visible.reduce((sum, group) => sum + group.rows.length, 0);
  const { budget, more, sentinel } = useRenderBudget(total, `${section ?? ''}|${JSON.stringify(shownFilters)}|${sort}`);
  let left = budget;

  return (
    <div className={`container ${shell.page} ${styles.page}`}>
      <aside className={styles.side}>
        {partial ? (
          <div className={styles.sideSkeleton} aria-hidden="true" />
        ) : (
          <>
            <ListFilters type={type} filters={filters} sort={sort} choices={choices} onFilters={setFilters} onSort={setSort} />
            {owner ? (
              <ListSideMenu type={type} owner={owner.name} sections={sections} current={section} canCompare={viewer != null && !isOwner} />
            ) : null}
          </>
        )}
      </aside>
      <div className={styles.main} aria-busy={partial || undefined}>
        {visible.length === 0 && !partial ? <p className={`card ${shell.empty}`}>No Results</p> : null}
        {visible.map((group) => {
          const shown = Math.min(left, group.rows.length);
          left -= shown;
          return shown > 0 ? (
            <ListSection
              key={group.name}
              name={group.name}
              rows={group.rows}
              shown={shown}
              partial={partial}
              scoreFormat={scoreFormat}
              isOwner={isOwner}
              canEdit={viewer != null}
            />
          ) : null;
        })}
        {partial ? <div className={styles.rowsSkeleton} aria-hidden="true" /> : null}
        {more ? <div ref={sentinel} className={styles.sentinel} aria-hidden="true" /> : null}
      </div>
    </div>
  );
}

// Another user's list starts afresh: default row order and no filters.
export const AnimeListPage = () => <MediaListPage key={useParams().name} type="ANIME" />;
export const MangaListPage = () => <MediaListPage key={useParams().name} type="MANGA" />;

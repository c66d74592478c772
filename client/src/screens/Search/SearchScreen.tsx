import { Link, useLoaderData, useParams } from 'react-router-dom';
import { useRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import type { SearchQuery } from './__generated__/SearchQuery.graphql';
import { isMediaSearchType, searchQuery } from './SearchQuery.ts';
import { OTHER_SEARCH_TYPES, type SearchPreset } from './searchVariables.ts';
import { SearchInput } from './SearchInput.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import styles from './Search.module.css';

/** /search/:type/:alias? — media search with results; other types have their title until their results exist. */
export function SearchScreen() {
  const { type } = useParams();
  if (isMediaSearchType(type)) return <MediaSearch key={type} />;
  const title = OTHER_SEARCH_TYPES[type as keyof typeof OTHER_SEARCH_TYPES] ?? 'Search';
  return (
    <div className={`container ${styles.page}`}>
      <SearchTabs />
      <h1 className={styles.title}>Search {title}</h1>
      <p className={styles.empty}>
        Searching {title.toLowerCase()} is on its way. Meanwhile the <Link to="/search/anime">anime</Link> and{' '}
        <Link to="/search/manga">manga</Link> searches are open.
      </p>
    </div>
  );
}

function MediaSearch() {
  const data = useRouteQuery<SearchQuery>(searchQuery);
  const { preset } = useLoaderData() as RouteQuery<SearchQuery> & { preset: SearchPreset };
  return (
    <div className={`container ${styles.page}`}>
      <SearchTabs />
      <div className={styles.heading}>
        <h1 className={styles.title}>{preset.title}</h1>
        <SearchInput label={preset.title} />
      </div>
      <SearchResults query={data} ranked={preset.ranked} />
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useLoaderData, useNavigation } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { isMediaType } from './rules/filterState.ts';
import { SEARCH_PAGE_SIZE } from './rules/variables.ts';
import type { SearchLoaderData } from './SearchQuery.ts';
import { useFilterDraft } from './useFilterDraft.ts';
import { useWindowWidth } from './useWindowWidth.ts';
import { useSearchView } from './media/searchView.ts';
import { SearchTabs } from './SearchTabs.tsx';
import { SearchInput } from './SearchInput.tsx';
import { FilterBar } from './filters/FilterBar.tsx';
import { FilterSelect } from './filters/FilterDropdown.tsx';
import { sortOptions } from './rules/sort.ts';
import { FilterChips } from './FilterChips.tsx';
import { ViewSelect } from './ViewSelect.tsx';
import { SearchBody } from './SearchBody.tsx';
import { SearchStructuredData } from './SearchStructuredData.tsx';
import { ListicleLink } from '../Listicles/ListicleLink.tsx';
import styles from './Search.module.css';

/** /search/:type/:alias? (core §2): title, filters and chips, then the landing sections or the results. */
export function SearchScreen() {
  const data = useLoaderData() as SearchLoaderData;
  return <SearchPage key={data.page.type} data={data} />;
}

function SearchPage({ data }: { data: SearchLoaderData }) {
  const { type, preset, filters } = data.page;
  const { draft, update } = useFilterDraft(type, filters);
  const viewer = useViewer();
  const width = useWindowWidth();
  const [panelOpen, setPanelOpen] = useState(false);
  const [view, chooseView] = useSearchView();
  const navigation = useNavigation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname.startsWith(`/search/${type}`);
  const searchViewer = {
    loggedIn: viewer != null,
    displayAdultContent: viewer?.options?.displayAdultContent === true,
    titleLanguage: viewer?.options?.titleLanguage ?? null,
  };

  useEffect(() => {
    document.title = `${preset.title} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [preset.title]);

  const media = isMediaType(type) ? type : null;
  // Setting a search text also sets the sort to SEARCH_MATCH (core §4).
  const onSearch = (text: string) =>
    update((state) => ({ ...state, search: text, sort: text.trim() ? 'SEARCH_MATCH' : state.sort === 'SEARCH_MATCH' ? null : state.sort }));

  return (
    <div className={`container ${styles.page}`}>
      <SearchStructuredData title={preset.title} description={preset.description} type={type} />
      <SearchTabs />
      <div className={styles.heading}>
        <h1 className={styles.title}>{preset.title}</h1>
        {preset.description ? <p className={styles.description}>{preset.description}</p> : null}
        <ListicleLink type={type} genres={filters.genres} year={filters.year} />
      </div>
      <div className={styles.controls}>
        <SearchInput label={preset.title} value={draft.search} onChange={onSearch} />
        {/* Below 760 px (core §9) the filters wait behind this toggle. CSS decides by the width, not the script: the
            server cannot know the width, and a layout chosen after hydration would shift the page under the reader. */}
        {media ? (
          <button type="button" className={styles.panelToggle} aria-expanded={panelOpen} onClick={() => setPanelOpen(!panelOpen)}>
            Filters
          </button>
        ) : null}
        {!media ? (
          <FilterSelect
            label="Sort"
            value={draft.sort}
            options={[...(draft.search ? [{ value: 'SEARCH_MATCH', label: 'Search Match' }] : []), ...sortOptions(type, null)]}
            placeholder="Default"
            onChange={(sort) => update({ sort })}
          />
        ) : null}
        {media ? (
          <div className={panelOpen ? styles.panelOpen : styles.panel}>
            <FilterBar type={media} state={draft} onChange={update} viewer={searchViewer} width={width} />
          </div>
        ) : null}
      </div>
      {media ? (
        <div className={styles.chipsRow}>
          <FilterChips type={media} state={draft} onChange={(next) => update(next)} />
          <ViewSelect view={view} onChange={chooseView} />
        </div>
      ) : null}
      {reloading && data.kind !== 'landing' ? (
        <div className={view === 'cover' || !media ? styles.coverGrid : styles.results}>
          {Array.from({ length: SEARCH_PAGE_SIZE }, (_, i) => (
            <div
              key={i}
              className={`${styles.placeholder} ${styles[`placeholder-${media ? view : 'cover'}`] ?? ''}`}
              data-testid="placeholder"
            />
          ))}
        </div>
      ) : (
        <SearchBody data={data} view={view} />
      )}
    </div>
  );
}

import { useState } from 'react';
import { digitsOnly, type FilterState } from '../rules/filterState.ts';
import { MOBILE_BELOW } from '../useWindowWidth.ts';
import {
  COUNTRY_OPTIONS,
  filterOrder,
  formatOptions,
  SEASON_OPTIONS,
  SOURCE_OPTIONS,
  statusOptions,
  yearOptions,
  type FilterName,
} from '../rules/options.ts';
import { sortOptions } from '../rules/sort.ts';
import { useFilterOptions } from './useFilterOptions.ts';
import { CheckList, FilterDropdown, FilterSelect, toggleValue } from './FilterDropdown.tsx';
import { GenreTagFilter } from './GenreTagFilter.tsx';
import { ExtraFilters } from './ExtraFilters.tsx';
import { usePageNow } from '../../../system/pageClock.tsx';
import styles from './Filters.module.css';

export interface FilterBarProps {
  type: 'anime' | 'manga';
  state: FilterState;
  onChange: (change: Partial<FilterState>) => void;
  viewer: { loggedIn: boolean; displayAdultContent: boolean; titleLanguage: string | null };
  width: number;
}

export function FilterBar(props: FilterBarProps) {
  const { tags, sites } = useFilterOptions(props.type, props.viewer.displayAdultContent);
  return <Filters {...props} tags={tags} sites={sites} />;
}

/** The filters in the spec's order per type (core §2); the first 5 or 4 show, the rest behind "more" (core §9). */
function Filters({ type, state, onChange, viewer, width, tags, sites }: FilterBarProps & { tags: string[]; sites: string[] }) {
  const [more, setMore] = useState(false);
  const now = new Date(usePageNow());
  const order = filterOrder(type);
  const render = (name: FilterName) => {
    switch (name) {
      case 'genres':
        return <GenreTagFilter key={name} state={state} tags={tags} adult={viewer.displayAdultContent} onChange={onChange} />;
      case 'year':
        return <YearFilter key={name} value={state.year} now={now} onChange={(year) => onChange({ year })} />;
      case 'season':
        return (
          <FilterSelect
            key={name}
            label="Season"
            value={state.season}
            options={SEASON_OPTIONS}
            onChange={(season) => onChange({ season })}
          />
        );
      case 'format': {
        const options = formatOptions(type);
        const summary = state.formats.length
          ? options
              .filter((o) => state.formats.includes(o.value))
              .map((o) => o.label)
              .join(', ')
          : 'Any';
        return (
          <FilterDropdown key={name} label="Format" summary={summary} active={state.formats.length > 0}>
            <CheckList options={options} selected={state.formats} onToggle={(v) => onChange({ formats: toggleValue(state.formats, v) })} />
          </FilterDropdown>
        );
      }
      case 'sort':
        return (
          <FilterSelect
            key={name}
            label="Sort"
            value={state.sort}
            options={[
              ...(state.search ? [{ value: 'SEARCH_MATCH', label: 'Search Match' }] : []),
              ...sortOptions(type, viewer.titleLanguage),
            ]}
            placeholder="Default"
            onChange={(sort) => onChange({ sort })}
          />
        );
      case 'status':
        return (
          <FilterSelect
            key={name}
            label={type === 'anime' ? 'Airing Status' : 'Publishing Status'}
            value={state.status}
            options={statusOptions(type)}
            onChange={(status) => onChange({ status })}
          />
        );
      case 'licensedBy': {
        const label = type === 'anime' ? 'Streaming On' : 'Readable On';
        return (
          <FilterDropdown
            key={name}
            label={label}
            summary={state.licensedBy.length ? state.licensedBy.join(', ') : 'Any'}
            active={state.licensedBy.length > 0}
          >
            {sites.length ? (
              <CheckList
                options={sites.map((site) => ({ value: site, label: site }))}
                selected={state.licensedBy}
                onToggle={(v) => onChange({ licensedBy: toggleValue(state.licensedBy, v) })}
              />
            ) : (
              <p className={styles.none}>No sites</p>
            )}
          </FilterDropdown>
        );
      }
      case 'country':
        return (
          <FilterSelect
            key={name}
            label="Country Of Origin"
            value={state.country}
            options={COUNTRY_OPTIONS}
            onChange={(country) => onChange({ country })}
          />
        );
      case 'source':
        return (
          <FilterSelect
            key={name}
            label="Source Material"
            value={state.source}
            options={SOURCE_OPTIONS}
            onChange={(source) => onChange({ source })}
          />
        );
    }
  };
  return (
    <div className={styles.bar} data-testid="filters">
      {/* The first 5 or 4 show by the width, the rest once "more" is open (Filters.module.css, by media query: the
          server's page and the first render in the browser are the same at any width). */}
      <div className={`${styles.row} ${more ? styles.rowAll : ''}`}>
        {order.map(render)}
        <button
          type="button"
          className={`${styles.more} ${more ? styles.moreOpen : ''}`}
          onClick={() => setMore(!more)}
          aria-expanded={more}
          aria-label="More filters"
        >
          ⋯
        </button>
      </div>
      {more ? (
        <ExtraFilters
          type={type}
          state={state}
          loggedIn={viewer.loggedIn}
          adult={viewer.displayAdultContent}
          mobile={width < MOBILE_BELOW}
          now={now}
          onChange={onChange}
        />
      ) : null}
    </div>
  );
}

function YearFilter({ value, now, onChange }: { value: string; now: Date; onChange: (year: string) => void }) {
  return (
    <div className={styles.filter} data-filter="Year">
      <label className={styles.label} htmlFor="filter-year">
        Year
      </label>
      <input
        id="filter-year"
        className={`${styles.control} ${value ? styles.activeControl : ''}`}
        list="filter-year-options"
        inputMode="numeric"
        placeholder="Any"
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value))}
      />
      <datalist id="filter-year-options">
        {yearOptions(now).map((year) => (
          <option key={year} value={year} />
        ))}
      </datalist>
    </div>
  );
}

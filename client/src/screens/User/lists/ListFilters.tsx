import { countryLabel, formatLabel } from '../../../format/labels.ts';
import { listStatusLabel, LIST_STATUSES } from '../../../components/ListEditor/rules/statusLabels.ts';
import { LIST_SORTS, type ListFilters as Filters, type ListSort } from './rules/entries.ts';
import styles from './MediaList.module.css';

interface Choices {
  formats: string[];
  genres: string[];
  years: number[];
  countries: string[];
}

interface Props {
  type: 'ANIME' | 'MANGA';
  filters: Filters;
  sort: ListSort;
  choices: Choices;
  onFilters: (filters: Filters) => void;
  onSort: (sort: ListSort) => void;
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function Select({ label, value, options, onChange }: SelectProps) {
  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={styles.select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const ANY = { value: '', label: 'Any' };

/** The list page's filters (search text, format, status, genre, year, country) and its sort. */
export function ListFilters({ type, filters, sort, choices, onFilters, onSort }: Props) {
  const set = (change: Partial<Filters>) => onFilters({ ...filters, ...change });
  return (
    <div className={styles.filters} role="search" aria-label="List filters">
      <label className={styles.filter}>
        <span className="visually-hidden">Filter</span>
        <input
          type="search"
          className={styles.searchInput}
          placeholder="Filter"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </label>
      <Select
        label="Format"
        value={filters.format ?? ''}
        options={[ANY, ...choices.formats.map((format) => ({ value: format, label: formatLabel(format) }))]}
        onChange={(value) => set({ format: value || null })}
      />
      <Select
        label="Status"
        value={filters.status ?? ''}
        options={[ANY, ...LIST_STATUSES.map((status) => ({ value: status, label: listStatusLabel(status, type) }))]}
        onChange={(value) => set({ status: value || null })}
      />
      <Select
        label="Genre"
        value={filters.genre ?? ''}
        options={[ANY, ...choices.genres.map((genre) => ({ value: genre, label: genre }))]}
        onChange={(value) => set({ genre: value || null })}
      />
      <Select
        label="Year"
        value={filters.year == null ? '' : String(filters.year)}
        options={[ANY, ...choices.years.map((year) => ({ value: String(year), label: String(year) }))]}
        onChange={(value) => set({ year: value ? Number(value) : null })}
      />
      <Select
        label="Country"
        value={filters.country ?? ''}
        options={[ANY, ...choices.countries.map((country) => ({ value: country, label: countryLabel(country) }))]}
        onChange={(value) => set({ country: value || null })}
      />
      <Select label="Sort" value={sort} options={LIST_SORTS} onChange={(value) => onSort(value as ListSort)} />
    </div>
  );
}

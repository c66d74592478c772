import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../test/render.tsx';
import { ListFilters } from './ListFilters.tsx';
import type { ListFilters as Filters, ListSort } from './rules/entries.ts';

const CHOICES = { formats: ['TV', 'MOVIE'], genres: ['Drama'], years: [2023, 2024], countries: ['JP', 'KR'] };
const NONE: Filters = { search: '', format: null, status: null, genre: null, year: null, country: null };

function Lists() {
  const [filters, setFilters] = useState<Filters>(NONE);
  const [sort, setSort] = useState<ListSort>('score');
  return (
    <>
      <ListFilters type="MANGA" filters={filters} sort={sort} choices={CHOICES} onFilters={setFilters} onSort={setSort} />
      <output aria-label="State">{JSON.stringify({ ...filters, sort })}</output>
    </>
  );
}

// A member's list page filters (core §2 lists).
describe('ListFilters', () => {
  it("filters by text, format, status in the media type's words, year and country", async () => {
    const { user } = renderWithSite(<Lists />);
    const search = screen.getByRole('search', { name: 'List filters' });
    expect(search).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter' }), 'berserk');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Reading');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KR');
    expect(JSON.parse(screen.getByLabelText('State').textContent ?? '{}')).toMatchObject({
      search: 'berserk',
      status: 'CURRENT',
      year: 2024,
      country: 'KR',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Any');
    expect(JSON.parse(screen.getByLabelText('State').textContent ?? '{}')).toMatchObject({ status: null });
  });

  it('names the formats and countries in words', () => {
    renderWithSite(<Lists />);
    expect(screen.getByRole('option', { name: 'Movie' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'South Korea' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { FilterChips } from './FilterChips.tsx';
import { EMPTY_FILTERS, type FilterState } from './rules/filterState.ts';

// The search page's active filter chips (core §2).
function Chips({ initial }: { initial: FilterState }) {
  const [state, setState] = useState(initial);
  return (
    <>
      <FilterChips type="anime" state={state} onChange={setState} />
      <output aria-label="Sort">{state.sort ?? 'none'}</output>
    </>
  );
}

describe('FilterChips', () => {
  it('shows nothing without filters', () => {
    renderWithSite(<Chips initial={EMPTY_FILTERS} />);
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('shows one chip per filter and removes a filter on a click', async () => {
    const { user } = renderWithSite(<Chips initial={{ ...EMPTY_FILTERS, genres: ['Drama', 'Fantasy'], year: '2023', season: 'FALL' }} />);
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove Drama' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove Fall 2023' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remove Drama' }));
    expect(within(chips).queryByRole('button', { name: 'Remove Drama' })).not.toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove Fantasy' })).toBeInTheDocument();
  });

  it('clears every filter but the sort with Clear All, offered from two filters on', async () => {
    const { user } = renderWithSite(<Chips initial={{ ...EMPTY_FILTERS, sort: 'SCORE_DESC', genres: ['Drama'], formats: ['TV'] }} />);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort')).toHaveTextContent('SCORE_DESC');
  });

  it('offers no Clear All for a single filter', () => {
    renderWithSite(<Chips initial={{ ...EMPTY_FILTERS, formats: ['TV'] }} />);
    expect(screen.getByRole('button', { name: 'Remove TV Show' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });
});

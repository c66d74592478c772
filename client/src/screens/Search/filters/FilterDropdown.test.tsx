import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../test/render.tsx';
import { CheckList, FilterDropdown, FilterSelect, toggleValue } from './FilterDropdown.tsx';

const FORMATS = [
  { value: 'TV', label: 'TV Show' },
  { value: 'MOVIE', label: 'Movie' },
];

function Formats() {
  const [formats, setFormats] = useState<string[]>([]);
  return (
    <>
      <FilterDropdown label="Format" summary={formats.length ? formats.join(', ') : 'Any'} active={formats.length > 0}>
        <CheckList options={FORMATS} selected={formats} onToggle={(value) => setFormats((list) => toggleValue(list, value))} />
      </FilterDropdown>
      <button type="button">Outside</button>
    </>
  );
}

function Status() {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <>
      <FilterSelect label="Airing Status" value={status} options={[{ value: 'RELEASING', label: 'Airing' }]} onChange={setStatus} />
      <output aria-label="Chosen">{status ?? 'none'}</output>
    </>
  );
}

// The search page's filter controls (core §2, §4).
describe('FilterDropdown', () => {
  it('opens its options, ticks several, sums them up, and closes on a click outside', async () => {
    const { user } = renderWithSite(<Formats />);
    expect(screen.queryByRole('checkbox', { name: 'Movie' })).not.toBeVisible();
    await user.click(screen.getByText('Any'));
    await user.click(screen.getByRole('checkbox', { name: 'TV Show' }));
    await user.click(screen.getByRole('checkbox', { name: 'Movie' }));
    expect(screen.getByText('TV, MOVIE')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'TV Show' }));
    expect(screen.getByText('MOVIE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.getByRole('checkbox', { name: 'Movie' })).not.toBeVisible();
  });

  it('offers a single-value filter as a select with Any first', async () => {
    const { user } = renderWithSite(<Status />);
    const select = screen.getByRole('combobox', { name: 'Airing Status' });
    expect(select).toHaveDisplayValue('Any');
    await user.selectOptions(select, 'Airing');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('RELEASING');
    await user.selectOptions(select, 'Any');
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../test/render.tsx';
import type { Range } from '../rules/filterState.ts';
import { RangeFilter } from './RangeFilter.tsx';

const NOW = new Date('2025-06-01T12:00:00Z');

function Episodes({ initial = null }: { initial?: Range | null }) {
  const [range, setRange] = useState<Range | null>(initial);
  return (
    <>
      <RangeFilter rangeKey="episodes" value={range} now={NOW} onChange={setRange} />
      <output aria-label="Filter">{range ? range.join('-') : 'any'}</output>
    </>
  );
}

// A two-handle range of the search filters (core §4, §5).
describe('RangeFilter', () => {
  it('shows its bounds as handles and no value while unset', () => {
    renderWithSite(<Episodes />);
    expect(screen.getByText('Episodes')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Episodes minimum' })).toHaveValue('0');
    expect(screen.getByRole('slider', { name: 'Episodes maximum' })).toHaveValue('150');
    expect(screen.queryByText(/ - /)).not.toBeInTheDocument();
  });

  it('shows the chosen range and keeps the handles at least two apart', () => {
    renderWithSite(<Episodes />);
    fireEvent.change(screen.getByRole('slider', { name: 'Episodes maximum' }), { target: { value: '24' } });
    expect(screen.getByText('0 - 24')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Episodes minimum' }), { target: { value: '24' } });
    expect(screen.getByLabelText('Filter')).toHaveTextContent('22-24');
  });

  it('is no filter again with both handles at the bounds', () => {
    renderWithSite(<Episodes initial={[0, 100]} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Episodes maximum' }), { target: { value: '150' } });
    expect(screen.getByLabelText('Filter')).toHaveTextContent('any');
  });
});

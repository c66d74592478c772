import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { NumberField } from './NumberField.tsx';
import { clampCount } from './rules/progress.ts';

// A count of the list editor (progress, volumes, rewatches): typed freely while focused, within bounds after.
function Progress({ max }: { max: number | null }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <NumberField label="Episode Progress" value={value} max={max} clamp={(v) => clampCount(v, max)} onChange={setValue} />
      <output aria-label="Kept">{value}</output>
    </>
  );
}

describe('NumberField', () => {
  it('shows the total beside the field and keeps a progress above it at the total once focus leaves', async () => {
    const { user } = renderWithSite(<Progress max={12} />);
    expect(screen.getByText('/ 12')).toBeInTheDocument();
    const field = screen.getByLabelText('Episode Progress');
    await user.clear(field);
    await user.type(field, '20');
    expect(field).toHaveValue(20);
    expect(screen.getByLabelText('Kept')).toHaveTextContent('12');
    await user.tab();
    expect(field).toHaveValue(12);
  });

  it('has no total when the media has none, and counts an emptied field as 0', async () => {
    const { user } = renderWithSite(<Progress max={null} />);
    expect(screen.queryByText(/^\/ /)).not.toBeInTheDocument();
    const field = screen.getByLabelText('Episode Progress');
    await user.type(field, '250');
    expect(screen.getByLabelText('Kept')).toHaveTextContent('250');
    await user.clear(field);
    expect(screen.getByLabelText('Kept')).toHaveTextContent('0');
  });
});

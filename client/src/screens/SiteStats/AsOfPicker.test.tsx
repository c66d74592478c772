import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { AsOfPicker } from './AsOfPicker.tsx';

// The moderators' "As of" date on the site and media statistics: asked for once the input is still (500 ms).
function Picker({ initial, asked }: { initial: number | null; asked: (number | null)[] }) {
  const [asOf, setAsOf] = useState(initial);
  return (
    <AsOfPicker
      asOf={asOf}
      onChange={(next) => {
        asked.push(next);
        setAsOf(next);
      }}
    />
  );
}

// Fake timers, moved inside act: the debounce fires and React renders its answer before the test reads it.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const settle = () => act(() => vi.advanceTimersByTime(1000));

describe('AsOfPicker', () => {
  it('asks for a typed day once the input has settled', () => {
    const asked: (number | null)[] = [];
    renderWithSite(<Picker initial={null} asked={asked} />);
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-01-05' } });
    expect(asked).toEqual([]);
    settle();
    expect(asked).toEqual([20260105]);
  });

  it('goes back to today without the settled day asking for itself again', () => {
    const asked: (number | null)[] = [];
    renderWithSite(<Picker initial={20260105} asked={asked} />);
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    settle();
    expect(asked).toEqual([null]);
    expect(screen.getByLabelText('As of')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../test/render.tsx';
import { useFocusTrap } from './useFocusTrap.ts';

function Panel() {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref);
  return (
    <>
      <button type="button">Behind</button>
      <div ref={ref} role="dialog" aria-label="Panel">
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button" hidden>
          Hidden
        </button>
        <input aria-label="Middle" />
        <button type="button">Last</button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('wraps Tab from the last control to the first and Shift+Tab back, skipping disabled and hidden ones', async () => {
    const { user } = renderWithSite(<Panel />);
    screen.getByRole('button', { name: 'Last' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('lets Tab move normally inside', async () => {
    const { user } = renderWithSite(<Panel />);
    screen.getByRole('button', { name: 'First' }).focus();
    await user.tab();
    expect(screen.getByLabelText('Middle')).toHaveFocus();
  });

  it('brings focus that lands behind the panel back to its first control', () => {
    renderWithSite(<Panel />);
    screen.getByRole('button', { name: 'Behind' }).focus();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });
});

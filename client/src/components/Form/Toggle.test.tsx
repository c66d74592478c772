import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { Toggle } from './Toggle.tsx';

function AdultContent({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return <Toggle label="18+ Content" checked={on} onChange={setOn} disabled={disabled} />;
}

describe('Toggle', () => {
  it('is a switch named by its label that turns on and off', async () => {
    const { user } = renderWithSite(<AdultContent />);
    const toggle = screen.getByRole('switch', { name: '18+ Content' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('18+ Content'));
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('stays as it is while disabled', async () => {
    const { user } = renderWithSite(<AdultContent disabled />);
    await user.click(screen.getByRole('switch', { name: '18+ Content' }));
    expect(screen.getByRole('switch', { name: '18+ Content' })).not.toBeChecked();
  });
});

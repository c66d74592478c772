import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { CopyButton } from './CopyButton.tsx';

describe('CopyButton', () => {
  it('copies the value and says so', async () => {
    const { user } = renderWithSite(<CopyButton value="s3cret-value" what="client secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy client secret' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('s3cret-value');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../system/theme.ts';
import { renderWithSite } from '../../test/render.tsx';
import { ThemeSelector } from './ThemeSelector.tsx';

// The footer's site theme (social §2, §3): restyles the page at once and is remembered on the device.
describe('ThemeSelector', () => {
  it('marks the theme the page starts with', () => {
    renderWithSite(<ThemeSelector />, { theme: 'dark' });
    expect(screen.getByRole('radio', { name: /Dark/ })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('switches the page to High Contrast and remembers it', async () => {
    const { user } = renderWithSite(<ThemeSelector />);
    const group = screen.getByRole('radiogroup', { name: 'Site Theme' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /High Contrast/ }));
    expect(screen.getByRole('radio', { name: /High Contrast/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Default/ })).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'contrast');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('contrast');
  });

  it('follows the system preference with System Theme (light here)', async () => {
    const { user } = renderWithSite(<ThemeSelector />, { theme: 'dark' });
    await user.click(screen.getByRole('radio', { name: /System Theme/ }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
    expect(document.documentElement).toHaveAttribute('data-theme-choice', 'system');
  });
});

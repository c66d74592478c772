import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { Markdown } from './Markdown.tsx';

describe('Markdown', () => {
  it('renders a member text with its formatting and without script', () => {
    renderWithSite(<Markdown text={'# Review\n\n**Great** pacing <img src=x onerror="alert(1)">'} />);
    expect(screen.getByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByText('Great').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('hides a spoiler behind a button until it is clicked', async () => {
    const { user } = renderWithSite(<Markdown text="The ending: ~!Himmel dies!~" />);
    const spoiler = screen.getByRole('button', { name: 'Spoiler, click to reveal' });
    await user.click(spoiler);
    expect(screen.queryByRole('button', { name: 'Spoiler, click to reveal' })).not.toBeInTheDocument();
    expect(screen.getByText('Himmel dies')).toBeInTheDocument();
  });

  it('opens a link to a page of the site in place', async () => {
    const { user } = renderWithSite(<Markdown text="See [the forum](/forum)" />, {
      routes: [{ path: '/forum', element: <h1>Forum</h1> }],
    });
    await user.click(screen.getByRole('link', { name: 'the forum' }));
    expect(await screen.findByRole('heading', { name: 'Forum' })).toBeInTheDocument();
  });
});

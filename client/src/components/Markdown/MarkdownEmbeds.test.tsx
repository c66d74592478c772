import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, testEnvironment } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { Markdown } from './Markdown.tsx';

const operationsNamed = (name: string) =>
  testEnvironment()
    .mock.getAllOperations()
    .filter((operation) => operation.request.node.params.name === name);

describe('Markdown embeds', () => {
  it('plays a YouTube video in a sandboxed no-cookie frame once its thumbnail is clicked; a too-short id is text', async () => {
    const { user } = renderWithSite(<Markdown text={'Opening: youtube(dQw4w9WgXcQ)\n\nNot one: youtube(short12)'} />);
    expect(screen.getByText(/Not one: youtube\(short12\)/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('link'));
    const player = await screen.findByTitle('YouTube video');
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveAttribute('sandbox');
    expect(player.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms/);
  });

  it('turns bare media links into cards from one lookup by ids, and keeps named links as links', async () => {
    const origin = window.location.origin;
    const text = [
      `${origin}/anime/1`,
      '[/manga/2/Some-Title](/manga/2/Some-Title)',
      `${origin}/anime/404`,
      'Also [the sequel](/anime/3).',
    ].join('\n\n');
    renderWithSite(<Markdown text={text} />);
    const lookup = await answer('MediaEmbedsQuery', {
      Page: () => ({
        media: [
          { id: 1, type: 'ANIME', format: 'TV', startDate: { year: 1998 }, title: { userPreferred: 'Demo Anime One' } },
          { id: 2, type: 'MANGA', format: 'MANGA', startDate: { year: 2001 }, title: { userPreferred: 'Demo Manga Two' } },
        ],
      }),
    });
    expect(lookup.request.variables).toEqual({ ids: [1, 2, 404] });
    expect(operationsNamed('MediaEmbedsQuery')).toHaveLength(0);

    const anime = await screen.findByRole('link', { name: /Demo Anime One/ });
    expect(anime).toHaveAttribute('href', '/anime/1/Demo-Anime-One');
    expect(within(anime).getByText('TV Show · 1998')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demo Manga Two/ })).toHaveAttribute('href', '/manga/2/Demo-Manga-Two');
    // A media the lookup does not know stays a link, as does a named one (that the card hides its bare link is CSS,
    // which markdown.e2e.ts sees in the browser).
    expect(screen.queryByRole('link', { name: /404/ })).toHaveAttribute('href', `${origin}/anime/404`);
    expect(screen.getByRole('link', { name: 'the sequel' })).toHaveAttribute('href', '/anime/3');
  });
});

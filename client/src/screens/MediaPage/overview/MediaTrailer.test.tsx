import { screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { MediaTrailerTestQuery } from './__generated__/MediaTrailerTestQuery.graphql';
import { answer } from '../../../test/relay.ts';
import { renderWithSite } from '../../../test/render.tsx';
import { MediaTrailer } from './MediaTrailer.tsx';

function Trailer() {
  const { Media: media } = useLazyLoadQuery<MediaTrailerTestQuery>(
    graphql`
      query MediaTrailerTestQuery @relay_test_operation {
        Media(id: 1) {
          ...MediaTrailer_media
        }
      }
    `,
    {},
  );
  return media ? <MediaTrailer media={media} /> : <p>No media</p>;
}

const withTrailer = async (trailer: { id: string; site: string; thumbnail?: string | null } | null) => {
  const rendered = renderWithSite(<Trailer />);
  await answer('MediaTrailerTestQuery', { Media: () => ({ trailer: trailer && { thumbnail: null, ...trailer } }) });
  return rendered;
};

describe('MediaTrailer', () => {
  it("shows a YouTube trailer's thumbnail and plays it in a sandboxed frame on click", async () => {
    const { user } = await withTrailer({ site: 'youtube', id: 'AbCdEfGhIjK' });
    const play = await screen.findByRole('button', { name: 'Play the trailer' });
    expect(play.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/AbCdEfGhIjK/hqdefault.jpg');
    await user.click(play);
    const player = screen.getByTitle('Play the trailer');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/AbCdEfGhIjK?autoplay=1');
    expect(player).toHaveAttribute('sandbox');
  });

  it('plays a Dailymotion trailer with its own player', async () => {
    const { user } = await withTrailer({ site: 'dailymotion', id: 'x8abc12', thumbnail: 'https://img.example/t.jpg' });
    const play = await screen.findByRole('button', { name: 'Play the trailer' });
    expect(play.querySelector('img')).toHaveAttribute('src', 'https://img.example/t.jpg');
    await user.click(play);
    expect(screen.getByTitle('Play the trailer')).toHaveAttribute('src', 'https://www.dailymotion.com/embed/video/x8abc12?autoplay=1');
  });

  it("shows the catalogue's own thumbnail from this site", async () => {
    await withTrailer({ site: 'youtube', id: 'AbCdEfGhIjK', thumbnail: '/img/thumbnail/5.svg' });
    expect((await screen.findByRole('button', { name: 'Play the trailer' })).querySelector('img')).toHaveAttribute(
      'src',
      '/img/thumbnail/5.svg',
    );
  });

  it.each([
    ['a YouTube id that is too short', { site: 'youtube', id: 'short' }],
    ['an id that is no id', { site: 'youtube', id: 'x"><b>bold</b>' }],
  ])('shows no trailer section for %s', async (_, trailer) => {
    await withTrailer(trailer);
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Trailer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play the trailer' })).toBeNull();
  });
});

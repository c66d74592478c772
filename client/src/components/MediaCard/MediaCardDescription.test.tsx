import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, isPending } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { MediaCardDescription } from './MediaCardDescription.tsx';
import { HOVER_SCROLL_DELAY_MS, useCardReveal } from './useCardReveal.ts';

// LIST-45: a media card's description on hover or keyboard focus, asked for by one small query per card (kept in the
// store), scrolling once the pointer has rested 350 ms. The card here is MediaCard's frame without its fragment (the
// search page's query would be needed to fill it); search.e2e.ts checks the real card in the browser.
function Card() {
  const { open, scrolling, handlers } = useCardReveal();
  return (
    <article aria-label="Card" {...handlers}>
      <a href="/anime/1/Demo">Demo Anime</a>
      {open ? <MediaCardDescription mediaId={1} title="Demo Anime" scrolling={scrolling} /> : null}
      <a href="/search/anime/Action">Action</a>
    </article>
  );
}

const region = () => screen.queryByRole('region', { name: 'Description of Demo Anime' });

afterEach(() => {
  vi.useRealTimers();
});

describe('MediaCard description', () => {
  it('shows on hover from one query, kept for the next hover, and scrolls after 350 ms of hover', async () => {
    renderWithSite(<Card />);
    const card = screen.getByRole('article', { name: 'Card' });
    expect(isPending('MediaCardDescriptionQuery')).toBe(false);
    fireEvent.pointerEnter(card);
    const asked = await answer('MediaCardDescriptionQuery', {
      Media: () => ({ id: 1, description: 'A <i>quiet</i> summer.<br>Then a storm &amp; a rescue.' }),
    });
    expect(asked.request.variables).toEqual({ id: 1 });
    expect(await screen.findByRole('region', { name: 'Description of Demo Anime' })).toHaveTextContent(
      'A quiet summer. Then a storm & a rescue.',
    );
    fireEvent.pointerLeave(card);
    expect(region()).toBeNull();

    vi.useFakeTimers();
    fireEvent.pointerEnter(card);
    // From the store: no second request.
    expect(isPending('MediaCardDescriptionQuery')).toBe(false);
    expect(region()).toHaveAttribute('data-scrolling', 'false');
    expect(region()).not.toHaveAttribute('tabindex');
    act(() => vi.advanceTimersByTime(HOVER_SCROLL_DELAY_MS - 1));
    expect(region()).toHaveAttribute('data-scrolling', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toHaveAttribute('data-scrolling', 'true');
    fireEvent.pointerLeave(card);
    expect(region()).toBeNull();
    // Left before the delay: no scrolling the next time either until it has rested again.
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerLeave(card);
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(200));
    expect(region()).toHaveAttribute('data-scrolling', 'false');
  });

  it('shows for keyboard focus inside the card, scrolling and focusable at once, and goes when focus leaves', async () => {
    const { user } = renderWithSite(
      <>
        <Card />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Demo Anime' })).toHaveFocus();
    await answer('MediaCardDescriptionQuery', { Media: () => ({ id: 1, description: 'Keyboard readers too.' }) });
    const shown = await screen.findByRole('region', { name: 'Description of Demo Anime' });
    expect(shown).toHaveAttribute('data-scrolling', 'true');
    await user.tab();
    expect(shown).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Action' })).toHaveFocus();
    expect(region()).not.toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(region()).toBeNull();
  });
});

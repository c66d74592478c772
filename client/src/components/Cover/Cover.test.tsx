import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardColour, FALLBACK_COVER_COLOURS } from '../../format/coverColour.ts';
import { Cover } from './Cover.tsx';

// core §9: the cover's colour shows when its image has not loaded after 1.5 s; a hover card without a cover colour
// takes one of 27 fallback colours.
describe('a cover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const frame = (container: HTMLElement) => container.firstElementChild as HTMLElement;

  it('shows its colour only once the image has been loading for 1.5 s', () => {
    const { container } = render(<Cover src="/cover.jpg" color="#e4a15d" alt="Frieren" />);
    act(() => void vi.advanceTimersByTime(1499));
    expect(frame(container).style.backgroundColor).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(frame(container).style.backgroundColor).toBe('rgb(228, 161, 93)');
  });

  it('never shows it when the image arrives in time', () => {
    const { container } = render(<Cover src="/cover.jpg" color="#e4a15d" alt="Frieren" />);
    act(() => void vi.advanceTimersByTime(1000));
    fireEvent.load(container.querySelector('img')!);
    act(() => void vi.advanceTimersByTime(5000));
    expect(frame(container).style.backgroundColor).toBe('');
  });

  it('shows an image that had arrived before the page hydrated (no load event left to hear)', () => {
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(230);
    try {
      const { container } = render(<Cover src="/cover.jpg" color="#e4a15d" alt="Frieren" />);
      expect(container.querySelector('img')!.dataset.loaded).toBe('true');
      act(() => void vi.advanceTimersByTime(5000));
      expect(frame(container).style.backgroundColor).toBe('');
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });
});

describe('the fallback palette', () => {
  it('has 27 colours, one picked by the media id when the cover has none', () => {
    expect(new Set(FALLBACK_COVER_COLOURS).size).toBe(27);
    expect(cardColour('#123456', 5)).toBe('#123456');
    expect(cardColour(null, 5)).toBe(FALLBACK_COVER_COLOURS[5]);
    expect(cardColour(undefined, 5 + 27)).toBe(FALLBACK_COVER_COLOURS[5]);
  });
});

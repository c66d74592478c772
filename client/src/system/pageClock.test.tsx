import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useNowSeconds } from '../components/useNow.ts';
import { PageClockProvider, usePageNow } from './pageClock.tsx';

// An hour ago: a page kept that long would hydrate with other labels if the browser read its own clock.
const RENDERED_AT = Date.now() - 3_600_000;

function Clocks() {
  const now = usePageNow();
  const seconds = useNowSeconds();
  return (
    <p>
      <span data-testid="page">{now}</span> <span data-testid="seconds">{seconds}</span>
    </p>
  );
}

describe('the page clock', () => {
  it("renders on the server at the server's moment", () => {
    const html = renderToString(
      <PageClockProvider renderedAt={RENDERED_AT}>
        <Clocks />
      </PageClockProvider>,
    );
    expect(html).toContain(`>${RENDERED_AT}<`);
    expect(html).toContain(`>${Math.floor(RENDERED_AT / 1000)}<`);
  });

  it("hydrates at the server's moment without a mismatch, then shows the browser's clock", async () => {
    const page = (
      <PageClockProvider renderedAt={RENDERED_AT}>
        <Clocks />
      </PageClockProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    const before = Date.now();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(Number(container.querySelector('[data-testid="page"]')!.textContent)).toBeGreaterThanOrEqual(before);
    expect(Number(container.querySelector('[data-testid="seconds"]')!.textContent)).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    container.remove();
  });

  it('reads the clock where no server rendered the page', () => {
    const before = Date.now();
    const html = renderToString(
      <PageClockProvider renderedAt={null}>
        <Clocks />
      </PageClockProvider>,
    );
    const shown = Number(/data-testid="page">(\d+)</.exec(html)![1]);
    expect(shown).toBeGreaterThanOrEqual(before);
  });
});

import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from '@tsuzuki/web/markdown/renderer';
import { SPOILER_CLASS } from '@tsuzuki/web/markdown/policy';
import styles from './Markdown.module.css';

interface Props {
  /** A member's markdown (activity, reply, review, comment, about). */
  text: string;
  className?: string;
}

const HIDDEN_SPOILER = `.${SPOILER_CLASS}:not([data-revealed])`;

/** The outermost hidden spoiler around the target, inside this text. */
function hiddenSpoilerAround(target: EventTarget, root: HTMLElement | null): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (let node = target instanceof Element ? target : null; node && node !== root; node = node.parentElement) {
    if (node instanceof HTMLElement && node.matches(HIDDEN_SPOILER)) found = node;
  }
  return found;
}

function reveal(spoiler: HTMLElement): void {
  spoiler.dataset.revealed = 'true';
  spoiler.removeAttribute('role');
  spoiler.removeAttribute('tabindex');
  spoiler.removeAttribute('aria-label');
}

/**
 * Rendered markdown, through the same renderer as the server's (events/web/src/markdown), so both show the same HTML.
 * Spoilers stay hidden until clicked (or Enter/Space); links to the site's own pages open in place.
 */
export function Markdown({ text, className = '' }: Props) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  // The sanitiser keeps no tabindex or role, so hidden spoilers become buttons here, for keyboards and readers.
  useLayoutEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>(HIDDEN_SPOILER).forEach((spoiler) => {
      spoiler.setAttribute('role', 'button');
      spoiler.setAttribute('tabindex', '0');
      spoiler.setAttribute('aria-label', 'Spoiler, click to reveal');
    });
  }, [html]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const spoiler = hiddenSpoilerAround(event.target, ref.current);
    if (spoiler) {
      event.preventDefault();
      reveal(spoiler);
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plainClick && href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const spoiler = hiddenSpoilerAround(event.target, ref.current);
    if (!spoiler) return;
    event.preventDefault();
    reveal(spoiler);
  }

  return (
    <div
      ref={ref}
      className={`${styles.markdown} ${className}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { renderMarkdown } from '@tsuzuki/web/markdown/renderer';
import { SPOILER_CLASS } from '@tsuzuki/web/markdown/policy';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import { videoSource, type VideoSource } from '../VideoEmbed/videoSites.ts';
import { mediaLinkHosts, videoHostBefore, youtubeIdOf, type MediaLinkHost } from './embedHosts.ts';
import { MediaEmbeds } from './MediaEmbeds.tsx';
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

interface Embeds {
  media: MediaLinkHost[];
  /** YouTube players the reader has started, each where its thumbnail link was. */
  videos: { host: HTMLElement; video: VideoSource }[];
}

/**
 * Rendered markdown, through the same renderer as the server's (events/web/src/markdown), so both show the same HTML.
 * Spoilers stay hidden until clicked (or Enter/Space); links to the site's own pages open in place; bare links to
 * media pages become cards (one lookup for the whole text); a YouTube thumbnail turns into the player when clicked.
 */
export function Markdown({ text, className = '' }: Props) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [embeds, setEmbeds] = useState<Embeds>({ media: [], videos: [] });

  // The sanitiser keeps no tabindex or role, so hidden spoilers become buttons here, for keyboards and readers.
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    root.querySelectorAll<HTMLElement>(HIDDEN_SPOILER).forEach((spoiler) => {
      spoiler.setAttribute('role', 'button');
      spoiler.setAttribute('tabindex', '0');
      spoiler.setAttribute('aria-label', 'Spoiler, click to reveal');
    });
    // Found after the HTML is in place (never on the server: cards and players are the browser's business).
    const media = mediaLinkHosts(root, window.location.origin);
    setEmbeds({ media, videos: [] });
    return () => {
      for (const host of root.querySelectorAll('[data-embed]')) host.remove();
    };
  }, [html]);

  /** Starts the player in place of a YouTube thumbnail link; false when the link is no such thumbnail. */
  function play(link: HTMLAnchorElement): boolean {
    const video = videoSource('youtube', youtubeIdOf(link));
    if (!video) return false;
    const host = videoHostBefore(link);
    setEmbeds((current) => ({ ...current, videos: [...current.videos, { host, video }] }));
    return true;
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // A card's own link (rendered by React into the text) has navigated already.
    if (event.defaultPrevented) return;
    const spoiler = hiddenSpoilerAround(event.target, ref.current);
    if (spoiler) {
      event.preventDefault();
      reveal(spoiler);
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plainClick && link && play(link)) {
      event.preventDefault();
      return;
    }
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
    <>
      <div
        ref={ref}
        className={`${styles.markdown} ${className}`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <MediaEmbeds links={embeds.media} />
      {embeds.videos.map(({ host, video }, index) =>
        createPortal(<VideoEmbed video={video} title="YouTube video" playing />, host, `${video.id}:${index}`),
      )}
    </>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { COVER_COLOUR_DELAY_MS } from '../../format/coverColour.ts';
import styles from './Cover.module.css';

interface Props {
  src: string | null | undefined;
  color: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/**
 * Cover image over its dominant colour: the colour shows in its place when the image has not loaded after 1.5 s
 * (core §9), a plain placeholder before that, and the picture fades in over either.
 */
export function Cover({ src, color, alt, className, eager = false }: Props) {
  const [loaded, setLoaded] = useState(false);
  // A server-rendered cover may have arrived before the page hydrated: its load event went by with no React to hear
  // it, and the picture stayed transparent over its colour. The element says so itself when React first sees it.
  const seen = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const late = useLate(src, loaded);
  const showColour = color && (late || !src);
  return (
    <div
      className={`${styles.cover} ${className ?? ''}`}
      style={{ backgroundColor: showColour ? color : undefined }}
      data-cover-colour={showColour ? color : undefined}
    >
      {src ? (
        <img
          ref={seen}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          data-loaded={loaded}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(false)}
        />
      ) : (
        <span className={styles.placeholder}>{alt.slice(0, 1)}</span>
      )}
    </div>
  );
}

/** True once the image named `src` has been loading for COVER_COLOUR_DELAY_MS without arriving. */
function useLate(src: string | null | undefined, loaded: boolean): boolean {
  const [lateFor, setLateFor] = useState<string | null>(null);
  useEffect(() => {
    if (!src || loaded) return;
    const timer = setTimeout(() => setLateFor(src), COVER_COLOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [src, loaded]);
  return !loaded && src != null && lateFor === src;
}

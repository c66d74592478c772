import { useState } from 'react';
import styles from './Cover.module.css';

interface Props {
  src: string | null | undefined;
  color: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/**
 * Cover image over its dominant colour: the colour shows while the image loads (core §9) and the picture fades in.
 */
export function Cover({ src, color, alt, className, eager = false }: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={`${styles.cover} ${className ?? ''}`} style={{ backgroundColor: color ?? undefined }}>
      {src ? (
        <img
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

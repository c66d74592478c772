import { useMemo, useState } from 'react';
import { plainDescription, truncateDescription } from '../../format/description.ts';
import { splitSpoilers } from '../../format/spoilers.ts';
import styles from './EntityPage.module.css';

/** A character or staff description: cut at 730 characters with Read More; ~!spoilers!~ hidden until clicked. */
export function EntityDescription({ description }: { description: string | null | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const text = useMemo(() => plainDescription(description), [description]);
  const cut = useMemo(() => truncateDescription(text), [text]);
  if (!text) return null;
  return (
    <div className={styles.description}>
      <p>
        {splitSpoilers(expanded ? text : cut.text).map((part, index) =>
          part.spoiler ? <Spoiler key={index} text={part.text} /> : part.text,
        )}
      </p>
      {cut.truncated ? (
        <button type="button" className={styles.readMore} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      ) : null}
    </div>
  );
}

function Spoiler({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  if (shown) return <span className={styles.spoilerShown}>{text}</span>;
  return (
    <button type="button" className={styles.spoiler} onClick={() => setShown(true)}>
      Spoiler, click to view
    </button>
  );
}

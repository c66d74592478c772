import { useState } from 'react';
import { splitSpoilers } from '../../../format/spoilers.ts';
import styles from './Overview.module.css';

// The about text as its author wrote it, line breaks kept; ~!spoilers!~ stay hidden until clicked. The site has no
// markdown renderer yet: the text is shown as text, never as HTML.
export function AboutText({ text }: { text: string }) {
  return (
    <div className={styles.aboutText}>
      {splitSpoilers(text).map((part, index) => (part.spoiler ? <Spoiler key={index} text={part.text} /> : part.text))}
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

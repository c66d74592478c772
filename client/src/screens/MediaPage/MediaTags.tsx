import { useState, type SyntheticEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { notNull } from '../../system/notNull.ts';
import type { MediaTags_media$key } from './__generated__/MediaTags_media.graphql';
import { tagTooltipWidth, tooltipShift } from './rules/tooltip.ts';
import styles from './MediaPage.module.css';

/** Tags with their rank percentage; spoiler tags stay hidden behind a toggle; the description shows on hover (TAG-01/02). */
export function MediaTags({ media }: { media: MediaTags_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaTags_media on Media {
        type
        tags { id name rank description isMediaSpoiler isGeneralSpoiler }
      }
    `,
    media,
  );
  const [spoilers, setSpoilers] = useState(false);
  const tags = (data.tags ?? []).filter(notNull);
  if (tags.length === 0) return null;
  const isSpoiler = (tag: (typeof tags)[number]) => !!(tag.isMediaSpoiler || tag.isGeneralSpoiler);
  const spoilerCount = tags.filter(isSpoiler).length;
  const shown = spoilers ? tags : tags.filter((tag) => !isSpoiler(tag));
  const type = data.type === 'MANGA' ? 'manga' : 'anime';
  return (
    <section className={styles.section} aria-label="Tags">
      <h2 className={styles.sectionTitle}>Tags</h2>
      <div className={styles.tags}>
        {shown.map((tag) => (
          <Link
            key={tag.id}
            to={`/search/${type}?tags=${encodeURIComponent(tag.name)}`}
            className={`card ${styles.tag} ${tag.description ? styles.tooltip : ''}`}
            data-spoiler={isSpoiler(tag)}
            data-tooltip={tag.description ?? undefined}
            onMouseEnter={tag.description ? placeTooltip : undefined}
            onFocus={tag.description ? placeTooltip : undefined}
          >
            <span>{tag.name}</span>
            {tag.rank != null ? <span className={styles.tagRank}>{tag.rank}%</span> : null}
          </Link>
        ))}
      </div>
      {spoilerCount > 0 ? (
        <button type="button" className={styles.readMore} onClick={() => setSpoilers((value) => !value)} aria-pressed={spoilers}>
          {spoilers ? 'Hide spoiler tags' : `Show ${spoilerCount} spoiler tag${spoilerCount === 1 ? '' : 's'}`}
        </button>
      ) : null}
    </section>
  );
}

/** Shifts the tag's description tooltip (a ::after box) so that it stays inside the viewport. */
function placeTooltip(event: SyntheticEvent<HTMLElement>) {
  const tag = event.currentTarget;
  const viewport = document.documentElement.clientWidth;
  const shift = tooltipShift(tag.getBoundingClientRect(), tagTooltipWidth(viewport), viewport);
  tag.style.setProperty('--tooltip-shift', `${shift}px`);
}

import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../../session/useViewer.ts';
import { notNull } from '../../system/notNull.ts';
import type { MediaTags_media$key } from './__generated__/MediaTags_media.graphql';
import { MediaTagAdder } from './tags/MediaTagAdder.tsx';
import { MediaTagItem } from './tags/MediaTagItem.tsx';
import { MediaTagSubmissions } from './tags/MediaTagSubmissions.tsx';
import { tagRights } from './tags/tagRules.ts';
import styles from './MediaPage.module.css';
import own from './tags/MediaTags.module.css';

/**
 * Tags with their rank percentage (TAG-01/02): spoiler tags stay hidden behind a toggle, the description shows on
 * hover. Members vote on each tag and add tags (known ones at once, new ones for review); data moderators see who
 * added a tag, flag or remove it and review the submissions (core §5, §6).
 */
export function MediaTags({ media }: { media: MediaTags_media$key }) {
  const data = useFragment(
    graphql`
      fragment MediaTags_media on Media {
        id
        type
        isAdult
        tags {
          id
          isMediaSpoiler
          isGeneralSpoiler
          ...MediaTagItem_tag
        }
      }
    `,
    media,
  );
  const rights = tagRights(useViewer());
  const [spoilers, setSpoilers] = useState(false);
  const [adding, setAdding] = useState(false);
  const tags = (data.tags ?? []).filter(notNull);
  if (tags.length === 0 && !rights.canAdd) return null;
  const isSpoiler = (tag: (typeof tags)[number]) => !!(tag.isMediaSpoiler || tag.isGeneralSpoiler);
  const spoilerCount = tags.filter(isSpoiler).length;
  const shown = spoilers ? tags : tags.filter((tag) => !isSpoiler(tag));
  const type = data.type === 'MANGA' ? 'manga' : 'anime';
  const withControls = rights.canVote || rights.isDataMod;
  return (
    <section className={styles.section} aria-label="Tags">
      <div className={`${own.titleRow} ${own.header}`}>
        <h2 className={styles.sectionTitle}>Tags</h2>
        {rights.canAdd ? (
          <button
            type="button"
            className={own.addButton}
            aria-label="Add tag"
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
          >
            +
          </button>
        ) : null}
      </div>
      {adding ? (
        <Suspense fallback={null}>
          <MediaTagAdder
            mediaId={data.id}
            mediaIsAdult={!!data.isAdult}
            onMedia={new Set(tags.map((tag) => tag.id))}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
      {rights.isDataMod ? (
        <Suspense fallback={null}>
          <MediaTagSubmissions mediaId={data.id} />
        </Suspense>
      ) : null}
      <div className={`${styles.tags} ${withControls ? own.rows : ''}`}>
        {shown.map((tag) => (
          <MediaTagItem key={tag.id} tag={tag} mediaId={data.id} mediaType={type} rights={rights} />
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

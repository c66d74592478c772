import { useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { plainDescription } from '../../format/description.ts';
import { BlockBoundary } from '../LoadError/BlockBoundary.tsx';
import type { MediaCardDescriptionQuery } from './__generated__/MediaCardDescriptionQuery.graphql';
import styles from './MediaCard.module.css';

interface Props {
  mediaId: number;
  title: string;
  scrolling: boolean;
}

/**
 * The description a media card shows on hover (core §2, LIST-45). Asked for the hovered card only, by one small
 * query, and kept in the store, so a search page's answer carries no descriptions (20 cards a page, each about 850
 * characters) and a card hovered again shows it at once.
 */
function Description({ mediaId, title, scrolling, fetchKey }: Props & { fetchKey: number }) {
  const data = useLazyLoadQuery<MediaCardDescriptionQuery>(
    graphql`
      query MediaCardDescriptionQuery($id: Int) {
        Media(id: $id) {
          id
          description
        }
      }
    `,
    { id: mediaId },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  const text = useMemo(() => plainDescription(data.Media?.description), [data.Media?.description]);
  return (
    <div
      className={`${styles.description} ${scrolling ? styles.scrolling : ''}`}
      role="region"
      aria-label={`Description of ${title}`}
      // Focusable once it scrolls, so the keyboard scrolls it too.
      tabIndex={scrolling ? 0 : undefined}
      data-scrolling={scrolling ? 'true' : 'false'}
    >
      {text || 'No description has been added yet.'}
    </div>
  );
}

/** A failed load fails this block alone (with its Retry), never the search page. */
export function MediaCardDescription(props: Props) {
  return (
    <BlockBoundary what="Description" fallback={<div className={styles.description} aria-busy="true" />}>
      {(attempt) => <Description {...props} fetchKey={attempt} />}
    </BlockBoundary>
  );
}

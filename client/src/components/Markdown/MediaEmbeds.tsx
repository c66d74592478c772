import { Component, Suspense, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MediaEmbedsQuery } from './__generated__/MediaEmbedsQuery.graphql';
import type { MediaLinkHost } from './embedHosts.ts';
import { MediaEmbedCard } from './MediaEmbedCard.tsx';

/**
 * The cards of one text's media links, from ONE lookup by ids (core §7 "batched media embed lookup by ids"): a text
 * with ten links asks once, and texts that link the same media share Relay's answer.
 */
function MediaEmbedCards({ links }: { links: readonly MediaLinkHost[] }) {
  const ids = [...new Set(links.map((link) => link.id))].sort((a, b) => a - b);
  const data = useLazyLoadQuery<MediaEmbedsQuery>(
    graphql`
      query MediaEmbedsQuery($ids: [Int]) {
        Page(perPage: 50) {
          media(id_in: $ids) {
            id
            type
            ...MediaEmbedCard_media
          }
        }
      }
    `,
    { ids },
  );
  const byId = new Map((data.Page?.media ?? []).flatMap((media) => (media ? [[media.id, media] as const] : [])));
  return links.map((link, index) => {
    const media = byId.get(link.id);
    // A link to /anime/{id} whose id is a manga (or nothing) is no card: the reader sees the link as written.
    if (!media || media.type !== link.type) return null;
    return createPortal(<MediaEmbedCard media={media} />, link.host, `${link.id}:${index}`);
  });
}

/** A failed lookup leaves the links as they are: the text around them has nothing to do with it. */
class LinksStay extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MediaEmbeds({ links }: { links: readonly MediaLinkHost[] }) {
  if (!links.length) return null;
  return (
    <LinksStay>
      <Suspense fallback={null}>
        <MediaEmbedCards links={links} />
      </Suspense>
    </LinksStay>
  );
}

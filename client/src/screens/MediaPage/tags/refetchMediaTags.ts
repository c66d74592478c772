import { fetchQuery, graphql } from 'react-relay';
import { environment } from '../../../system/relayEnvironment.ts';

// A media's tags asked again after a review or a data moderator's own add put one on it (ADR 67): the answer lands in
// the store, so every block showing the media's tags shows it.
const query = graphql`
  query refetchMediaTagsQuery($id: Int) {
    Media(id: $id) {
      id
      ...MediaTags_media
    }
  }
`;

export function refetchMediaTags(mediaId: number): void {
  fetchQuery(environment, query, { id: mediaId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
}

import { graphql } from 'react-relay';

// Tag names (adult tags only for viewers with adult content on) and the streaming / reading sites (core §7).
export const filterOptionsQuery = graphql`
  query FilterOptionsQuery($linkType: ExternalLinkMediaType) {
    MediaTagCollection { name isAdult }
    ExternalLinkSourceCollection(mediaType: $linkType, type: STREAMING) { id site language }
  }
`;

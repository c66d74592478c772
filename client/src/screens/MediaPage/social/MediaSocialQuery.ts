import { graphql } from 'react-relay';

// The social sub-page (core §2): the media's recent list activity, 10 a page (core §9 "media activity 10").
export const mediaSocialQuery = graphql`
  query MediaSocialQuery($id: Int!) {
    ...MediaActivity_query @arguments(mediaId: $id)
  }
`;

import { graphql } from 'react-relay';

// List editor data by mediaId (core §7): the media, the viewer's entry with its revision and rewatches, and the
// viewer's list options (score format, custom lists, advanced scoring).
export const listEditorQuery = graphql`
  query ListEditorQuery($mediaId: Int!) @preloadable {
    Viewer {
      id
      ...ListEditorData_viewer
    }
    Media(id: $mediaId) {
      id
      ...ListEditorData_media
    }
  }
`;

import { graphql } from 'react-relay';

// The session's viewer (core §3 Viewer): what the shell, guards and defaults need. Settings screens ask for the
// full settings variant themselves. Kept as plain JSON in local storage under the auth key.
export const viewerQuery = graphql`
  query ViewerQuery {
    Viewer {
      id
      name
      avatar { large medium }
      bannerImage
      unreadNotificationCount
      donatorTier
      donatorBadge
      moderatorRoles
      options {
        titleLanguage
        staffNameLanguage
        displayAdultContent
        airingNotifications
        profileColor
        restrictMessagesToFollowing
      }
      mediaListOptions { scoreFormat rowOrder }
    }
  }
`;

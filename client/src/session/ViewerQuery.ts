import { graphql } from 'react-relay';

// The session's viewer (core §3 Viewer): what the shell, guards and defaults need. Settings screens ask for the
// full settings variant themselves. Its answer in the Relay store is the viewer (viewerSession.ts); a copy in local
// storage under the auth key is only the next visit's first-paint hint.
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

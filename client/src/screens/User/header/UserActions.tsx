import { graphql, useFragment } from 'react-relay';
import { canBan, canModNote, canReport } from '../../../components/Moderation/moderationRights.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { profileEditor } from '../overview/profileEditorRules.ts';
import type { UserActions_user$key } from './__generated__/UserActions_user.graphql';
import { FollowButton } from './FollowButton.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import styles from './Header.module.css';

/** Follow and the "…" menu on someone else's profile; nothing on one's own. Guests get Follow only. */
export function UserActions({ user }: { user: UserActions_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserActions_user on User {
        id
        name
        isFollowing
        isFollower
        isBlocked
        moderatorRoles
        options { restrictMessagesToFollowing }
      }
    `,
    user,
  );
  const viewer = useViewer();
  if (viewer?.id === data.id) return null;
  const canMessage =
    profileEditor(viewer, {
      id: data.id,
      restrictMessagesToFollowing: data.options?.restrictMessagesToFollowing,
      followsViewer: data.isFollower,
    }) === 'message';
  return (
    <div className={styles.actions}>
      <FollowButton user={{ id: data.id, name: data.name, isFollowing: data.isFollowing === true }} signedIn={viewer != null} />
      {viewer ? (
        <ProfileMenu
          user={{ id: data.id, name: data.name, isBlocked: data.isBlocked === true }}
          canMessage={canMessage}
          moderation={{
            canReport: canReport(viewer, data.id),
            canModNote: canModNote(viewer, data.id),
            canBan: canBan(viewer, { id: data.id, moderatorRoles: data.moderatorRoles }),
          }}
        />
      ) : null}
    </div>
  );
}

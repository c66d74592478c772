import { graphql, useFragment } from 'react-relay';
import type { UserHeader_user$key } from './__generated__/UserHeader_user.graphql';
import { UserActions } from './header/UserActions.tsx';
import { UserBadges } from './header/UserBadges.tsx';
import styles from './User.module.css';
import header from './header/Header.module.css';

/**
 * Profile header (social §3, §4): banner image, avatar, name and badges over the profile colour (set on the page's
 * root, UserPage); Follow and the
 * block menu on other members' profiles.
 */
export function UserHeader({ user }: { user: UserHeader_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserHeader_user on User {
        name
        avatar { large }
        bannerImage
        isFollower
        ...UserBadges_user
        ...UserActions_user
      }
    `,
    user,
  );
  return (
    <header className={styles.header}>
      <div className={styles.banner} data-testid="profile-banner">
        {data.bannerImage ? <img src={data.bannerImage} alt="" className={styles.bannerImage} /> : null}
        <div className={styles.bannerShade} />
      </div>
      <div className={`container ${styles.headerInner}`}>
        {data.avatar?.large ? <img src={data.avatar.large} alt={`${data.name}'s avatar`} className={styles.avatar} /> : null}
        <div className={header.identity}>
          <h1 className={styles.name}>{data.name}</h1>
          <UserBadges user={data} followsYou={data.isFollower === true} />
        </div>
        <UserActions user={data} />
      </div>
    </header>
  );
}

import { graphql, useFragment } from 'react-relay';
import { profileColorValue } from '../Settings/settingsOptions.ts';
import type { UserHeader_user$key } from './__generated__/UserHeader_user.graphql';
import styles from './User.module.css';

/** Profile header (social §3): banner image, avatar and name over the profile colour. */
export function UserHeader({ user }: { user: UserHeader_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserHeader_user on User {
        name
        avatar { large }
        bannerImage
        options { profileColor }
      }
    `,
    user,
  );
  const colour = profileColorValue(data.options?.profileColor);
  return (
    <header className={styles.header} style={{ ['--profile-color' as string]: colour }}>
      <div className={styles.banner} data-testid="profile-banner">
        {data.bannerImage ? <img src={data.bannerImage} alt="" className={styles.bannerImage} /> : null}
        <div className={styles.bannerShade} />
      </div>
      <div className={`container ${styles.headerInner}`}>
        {data.avatar?.large ? <img src={data.avatar.large} alt={`${data.name}'s avatar`} className={styles.avatar} /> : null}
        <h1 className={styles.name}>{data.name}</h1>
      </div>
    </header>
  );
}

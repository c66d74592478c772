import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { userPath } from '../../../components/Nav/navLinks.ts';
import type { UserCard_user$key } from './__generated__/UserCard_user.graphql';
import styles from './Social.module.css';

/** A member in a follow list (social §3 user card): avatar and name, linking to their profile. */
export function UserCard({ user }: { user: UserCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserCard_user on User {
        name
        avatar { large }
      }
    `,
    user,
  );
  return (
    <Link to={userPath(data.name)} className={styles.userCard}>
      <span className={styles.userAvatar}>{data.avatar?.large ? <img src={data.avatar.large} alt="" loading="lazy" /> : null}</span>
      <span className={styles.userName}>{data.name}</span>
    </Link>
  );
}

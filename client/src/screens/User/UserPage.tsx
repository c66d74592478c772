import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { profileColorValue } from '../Settings/settingsOptions.ts';
import type { UserPageQuery } from './__generated__/UserPageQuery.graphql';
import { userPageQuery } from './UserQuery.ts';
import { UserHeader } from './UserHeader.tsx';
import { UserTabs } from './UserTabs.tsx';
import type { UserOutlet } from './userOutlet.ts';
import { useIntermediaryAlert } from './useIntermediaryAlert.ts';
import styles from './User.module.css';

/** A user's pages (social §2): the header with tabs, then the chosen tab; the bar above is see-through (userRoutes). */
export function UserPage() {
  const { User: user } = useRouteQuery<UserPageQuery>(userPageQuery);
  const name = user?.name;
  useIntermediaryAlert(user?.id ?? 0, name ?? '');

  useEffect(() => {
    if (name) document.title = `${name} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [name]);

  // The loader sends unknown users to /404; a missing user here is a store eviction race.
  if (!user) return null;
  const outlet: UserOutlet = { userId: user.id, userName: user.name };
  // The member's colour (core §3 profileColor) for the whole profile: banner, tabs, links and figures (User.module.css).
  const colour = profileColorValue(user.options?.profileColor);
  return (
    <article className={styles.profile} style={{ ['--profile-color' as string]: colour }}>
      <UserHeader user={user} />
      <UserTabs userId={user.id} name={user.name} />
      <Outlet context={outlet} />
    </article>
  );
}

import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { dashboardPath } from './dashboardPages.ts';
import { dashboardSettingsQuery, memberNameParam } from './DashboardSettingsQuery.ts';
import { MemberStaffEditor } from './MemberStaffEditor.tsx';
import { AdminAnnouncements } from './AdminAnnouncements.tsx';
import type { DashboardSettingsQuery } from './__generated__/DashboardSettingsQuery.graphql';
import styles from './Dashboard.module.css';

/**
 * Admins' tools on members, in Mod Tools' settings (issue 24; social §6): find a member by name, then set their
 * moderator roles (RETIRED among them, which takes every power away and shows "Retired Mod" or "Former …") and their
 * donator tier and badge. Shown to admins only; the command-service refuses anyone else anyway.
 */
export function AdminTools() {
  const data = useRouteQuery<DashboardSettingsQuery>(dashboardSettingsQuery);
  const announcements = (data.Announcements ?? []).map((a) => ({ id: a.id, key: a }));
  return (
    <>
      <AdminAnnouncements announcements={announcements} />
      <MemberTools user={data.User ?? null} />
    </>
  );
}

function MemberTools({ user }: { user: NonNullable<DashboardSettingsQuery['response']['User']> | null }) {
  const [params] = useSearchParams();
  const name = memberNameParam(params);
  return (
    <section className={`${styles.section} ${styles.prose}`} aria-label="Members' roles and donator tiers">
      <h3>Members&apos; roles and donator tiers</h3>
      <FindMember key={name} name={name} />
      {user ? <MemberStaffEditor key={user.id} user={user} /> : null}
      {name && !user ? <p className={styles.empty}>No member is named {name}.</p> : null}
    </section>
  );
}

function FindMember({ name }: { name: string }) {
  const [text, setText] = useState(name);
  const navigate = useNavigate();
  const find = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    navigate(dashboardPath('settings', wanted ? `?${new URLSearchParams({ name: wanted })}` : ''));
  };
  return (
    <form className={styles.filters} aria-label="Find a member" onSubmit={find}>
      <label className={styles.field}>
        Member name
        <input value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" required />
      </label>
      <div className={styles.filterButtons}>
        <button type="submit" className="button">
          Find
        </button>
      </div>
    </form>
  );
}

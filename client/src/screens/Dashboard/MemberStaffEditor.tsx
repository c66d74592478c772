import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { MODERATOR_ROLES } from '@tsuzuki/events/roles';
import { userPath } from '../../components/Nav/navLinks.ts';
import { useSetDonatorTier, useSetModeratorRoles } from '../../mutations/setMemberStaffing.ts';
import { donatorBadge, moderatorBadge, ROLE_LABELS } from '../User/header/badgeRules.ts';
import type { ModRole } from '../../mutations/__generated__/setMemberStaffingRolesMutation.graphql';
import type { MemberStaffEditor_user$key } from './__generated__/MemberStaffEditor_user.graphql';
import styles from './Dashboard.module.css';

/** The tiers the badge rules tell apart (core §9): none, the "Donator" badge, their own text above 3, the rainbow above 4. */
const TIERS = [0, 1, 2, 3, 4, 5] as const;

/** One member's roles and donator tier, each saved on its own, showing the badges they will wear. */
export function MemberStaffEditor({ user }: { user: MemberStaffEditor_user$key }) {
  const member = useFragment(
    graphql`
      fragment MemberStaffEditor_user on User {
        id
        name
        moderatorRoles
        donatorTier
        donatorBadge
      }
    `,
    user,
  );
  const held = (member.moderatorRoles ?? []).flatMap((role) => (role ? [role] : []));
  const [roles, setRoles] = useState<readonly string[]>(held);
  const [tier, setTier] = useState(member.donatorTier ?? 0);
  const [badge, setBadge] = useState(member.donatorBadge ?? '');
  const [saveRoles, savingRoles] = useSetModeratorRoles();
  const [saveTier, savingTier] = useSetDonatorTier();
  // Kept in the spec's order, whatever order they were ticked in: the first one is the badge's (social §4).
  const toggle = (role: string, on: boolean) => setRoles(MODERATOR_ROLES.filter((r) => (r === role ? on : roles.includes(r))));
  const submitRoles = (event: FormEvent) => {
    event.preventDefault();
    saveRoles(member.id, roles as ModRole[]);
  };
  const submitTier = (event: FormEvent) => {
    event.preventDefault();
    saveTier(member.id, tier, badge.trim() || null);
  };
  const shownDonator = donatorBadge(tier, badge.trim() || null);
  return (
    <div className={styles.list}>
      <p>
        <Link to={userPath(member.name)}>{member.name}</Link>
      </p>
      <form className={styles.section} aria-label="Moderator roles" onSubmit={submitRoles}>
        <h3 className={styles.sectionTitle}>Moderator roles</h3>
        <div className={styles.filters}>
          {MODERATOR_ROLES.map((role) => (
            <label key={role}>
              <input type="checkbox" checked={roles.includes(role)} onChange={(event) => toggle(role, event.target.checked)} />{' '}
              {ROLE_LABELS[role] ?? role}
            </label>
          ))}
        </div>
        <p>
          Badge: <strong>{moderatorBadge(roles) ?? 'none'}</strong>
        </p>
        <button type="submit" className="button" disabled={savingRoles}>
          Save roles
        </button>
      </form>
      <form className={styles.section} aria-label="Donator tier" onSubmit={submitTier}>
        <h3 className={styles.sectionTitle}>Donator</h3>
        <div className={styles.filters}>
          <label className={styles.field}>
            Tier
            <select value={tier} onChange={(event) => setTier(Number(event.target.value))}>
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {t === 0 ? 'None' : `Tier ${t}`}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Badge text (above tier 3)
            <input value={badge} maxLength={50} onChange={(event) => setBadge(event.target.value)} disabled={tier <= 3} />
          </label>
        </div>
        <p>
          Badge: <strong>{shownDonator ? shownDonator.text : 'none'}</strong>
          {shownDonator?.rainbow ? ' (rainbow)' : ''}
        </p>
        <button type="submit" className="button" disabled={savingTier}>
          Save donator tier
        </button>
      </form>
    </div>
  );
}

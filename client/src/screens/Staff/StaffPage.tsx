import { EntityPager } from '../../components/EntityPage/EntityPager.tsx';
import { MediaRoleCard } from '../../components/EntityPage/MediaRoleCard.tsx';
import styles from '../../components/EntityPage/EntityPage.module.css';
import { characterPath, characterRoleLabel } from '../../format/entityPath.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { PersonHeader } from '../Person/PersonHeader.tsx';
import type { StaffQuery } from './__generated__/StaffQuery.graphql';
import { staffQuery } from './StaffQuery.ts';

/** A staff member: details, description, favourites, voice acting roles (media + character) and production roles. */
export function StaffPage() {
  const { Staff: staff } = useRouteQuery<StaffQuery>(staffQuery);
  if (!staff) return null;
  const voiceRoles = (staff.characterMedia?.edges ?? []).filter(notNull).filter((edge) => edge.node);
  const productionRoles = (staff.staffMedia?.edges ?? []).filter(notNull).filter((edge) => edge.node);
  const pageInfo = voiceRoles.length ? staff.characterMedia?.pageInfo : staff.staffMedia?.pageInfo;
  const hasNext = !!staff.characterMedia?.pageInfo?.hasNextPage || !!staff.staffMedia?.pageInfo?.hasNextPage;
  return (
    <article>
      <PersonHeader kind="STAFF" person={staff} />
      <div className={`container ${styles.body}`}>
        {voiceRoles.length > 0 ? (
          <section className={styles.section} aria-label="Voice acting roles">
            <h2 className={styles.sectionTitle}>Voice Acting Roles</h2>
            <div className={styles.grid}>
              {voiceRoles.flatMap((edge, index) => {
                const characters = (edge.characters ?? []).filter(notNull);
                return (characters.length ? characters : [null]).map((character) => (
                  <MediaRoleCard
                    key={`${edge.node!.id}-${character?.id ?? 'none'}-${index}`}
                    media={edge.node!}
                    role={characterRoleLabel(edge.characterRole)}
                    person={
                      character
                        ? { to: characterPath(character.id, character.name?.userPreferred), name: character.name?.userPreferred ?? '' }
                        : null
                    }
                  />
                ));
              })}
            </div>
          </section>
        ) : null}
        {productionRoles.length > 0 || voiceRoles.length === 0 ? (
          <section className={styles.section} aria-label="Staff roles">
            <h2 className={styles.sectionTitle}>{voiceRoles.length ? 'Staff Roles' : 'Roles'}</h2>
            {productionRoles.length === 0 ? <p className={`card ${styles.empty}`}>No production roles yet.</p> : null}
            <div className={styles.grid}>
              {productionRoles.map((edge, index) => (
                <MediaRoleCard key={`${edge.node!.id}-${index}`} media={edge.node!} role={edge.staffRole} />
              ))}
            </div>
          </section>
        ) : null}
        <EntityPager page={pageInfo?.currentPage ?? 1} hasNext={hasNext} />
      </div>
    </article>
  );
}

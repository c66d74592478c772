import { EntityPager } from '../../components/EntityPage/EntityPager.tsx';
import { MediaRoleCard } from '../../components/EntityPage/MediaRoleCard.tsx';
import styles from '../../components/EntityPage/EntityPage.module.css';
import { characterRoleLabel, staffPath } from '../../format/entityPath.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { notNull } from '../../system/notNull.ts';
import { PersonHeader } from '../Person/PersonHeader.tsx';
import type { CharacterQuery } from './__generated__/CharacterQuery.graphql';
import { characterQuery } from './CharacterQuery.ts';

/** A character: name, image, details, description, favourites, and the media it appears in with its voice actors. */
export function CharacterPage() {
  const { Character: character } = useRouteQuery<CharacterQuery>(characterQuery);
  if (!character) return null;
  const edges = (character.media?.edges ?? []).filter(notNull).filter((edge) => edge.node);
  return (
    <article>
      <PersonHeader kind="CHARACTER" person={character} />
      <div className={`container ${styles.body}`}>
        <section className={styles.section} aria-label="Appears in">
          <h2 className={styles.sectionTitle}>Appears in</h2>
          {edges.length === 0 ? <p className={`card ${styles.empty}`}>No media yet.</p> : null}
          <div className={styles.grid}>
            {edges.map((edge, index) => {
              const actor = edge.voiceActors?.find(notNull);
              return (
                <MediaRoleCard
                  key={`${edge.node!.id}-${index}`}
                  media={edge.node!}
                  role={characterRoleLabel(edge.characterRole)}
                  person={actor ? { to: staffPath(actor.id, actor.name?.userPreferred), name: actor.name?.userPreferred ?? '' } : null}
                />
              );
            })}
          </div>
          <EntityPager page={character.media?.pageInfo?.currentPage ?? 1} hasNext={!!character.media?.pageInfo?.hasNextPage} />
        </section>
      </div>
    </article>
  );
}

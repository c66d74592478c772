import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { characterPath, characterRoleLabel, staffPath } from '../../../format/entityPath.ts';
import type { CharacterRoleCard_edge$key } from './__generated__/CharacterRoleCard_edge.graphql';
import { languageLabel, previewVoiceActor, type StaffLanguage } from '../rules/voiceActors.ts';
import styles from './Characters.module.css';

/** A character of the media with its role and one voice actor: the given language, or the preferred (Japanese) one. */
export function CharacterRoleCard({ edge, language }: { edge: CharacterRoleCard_edge$key; language: StaffLanguage | null }) {
  const data = useFragment(
    graphql`
      fragment CharacterRoleCard_edge on CharacterEdge {
        role
        node { id name { userPreferred } image { large } }
        JAPANESE: voiceActorRoles(language: JAPANESE, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        ENGLISH: voiceActorRoles(language: ENGLISH, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        KOREAN: voiceActorRoles(language: KOREAN, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        ITALIAN: voiceActorRoles(language: ITALIAN, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        SPANISH: voiceActorRoles(language: SPANISH, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        PORTUGUESE: voiceActorRoles(language: PORTUGUESE, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        FRENCH: voiceActorRoles(language: FRENCH, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        GERMAN: voiceActorRoles(language: GERMAN, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        HEBREW: voiceActorRoles(language: HEBREW, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
        HUNGARIAN: voiceActorRoles(language: HUNGARIAN, sort: [RELEVANCE, ID]) { ...CharacterRoleCard_role @relay(mask: false) }
      }
    `,
    edge,
  );
  const character = data.node;
  if (!character) return null;
  const role = language ? (data[language]?.[0] ?? null) : previewVoiceActor(data);
  const actor = role?.voiceActor ?? null;
  const name = character.name?.userPreferred ?? '';
  return (
    <div className={`card ${styles.roleCard}`} data-testid="character-role">
      <Link to={characterPath(character.id, name)} className={styles.half}>
        <img src={character.image?.large ?? undefined} alt="" className={styles.portrait} loading="lazy" />
        <span className={styles.halfText}>
          <span className={styles.name}>{name}</span>
          <span className={styles.role}>{characterRoleLabel(data.role)}</span>
        </span>
      </Link>
      {actor ? (
        <Link to={staffPath(actor.id, actor.name?.userPreferred)} className={`${styles.half} ${styles.actorHalf}`}>
          <span className={`${styles.halfText} ${styles.right}`}>
            <span className={styles.name}>{actor.name?.userPreferred}</span>
            <span className={styles.role}>
              {languageLabel(actor.languageV2 ?? '')}
              {role?.dubGroup ? ` · ${role.dubGroup}` : ''}
            </span>
          </span>
          <img src={actor.image?.large ?? undefined} alt="" className={styles.portrait} loading="lazy" />
        </Link>
      ) : null}
    </div>
  );
}

// Selection shared by every language alias above (unmasked, so the card reads it directly). The statement exists only
// for relay-compiler, which reads the fragment from the source; nothing reads the value at run time.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- a fragment declared for the compiler alone
graphql`
  fragment CharacterRoleCard_role on StaffRoleType {
    dubGroup
    roleNotes
    voiceActor { id languageV2 name { userPreferred } image { large } }
  }
`;

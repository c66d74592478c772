import { useState } from 'react';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaCharactersQuery } from './__generated__/MediaCharactersQuery.graphql';
import { mediaCharactersQuery } from './MediaCharactersQuery.ts';
import { castLanguages, initialLanguage, languageLabel, showLanguageSelector, type StaffLanguage } from '../rules/voiceActors.ts';
import { CharacterRoleCard } from './CharacterRoleCard.tsx';
import { RoleGrid } from './RoleGrid.tsx';
import styles from './Characters.module.css';

/** Characters sub-page: every character with role and the voice actor of the chosen language (core §2). */
export function MediaCharacters() {
  const { Media: media } = useRouteQuery<MediaCharactersQuery>(mediaCharactersQuery);
  const edges = (media?.characters?.edges ?? []).filter(notNull);
  const languages = castLanguages(edges);
  const [chosen, setChosen] = useState<StaffLanguage | null>(null);
  const language = chosen && languages.includes(chosen) ? chosen : initialLanguage(languages);
  const toolbar = showLanguageSelector(languages) ? (
    <div className={styles.toolbar}>
      <select
        className={styles.select}
        aria-label="Voice actor language"
        value={language}
        onChange={(event) => setChosen(event.target.value as StaffLanguage)}
      >
        {languages.map((value) => (
          <option key={value} value={value}>
            {languageLabel(value)}
          </option>
        ))}
      </select>
    </div>
  ) : null;
  return (
    <RoleGrid
      label="Characters"
      empty="No characters have been added yet."
      count={edges.length}
      pageInfo={media?.characters?.pageInfo}
      toolbar={toolbar}
    >
      {edges.map((edge, index) => (
        <CharacterRoleCard key={index} edge={edge} language={language} />
      ))}
    </RoleGrid>
  );
}

import { graphql, useFragment } from 'react-relay';
import { ChoiceGroup } from '../../components/Form/ChoiceGroup.tsx';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { SelectField } from '../../components/Form/SelectField.tsx';
import { ListTypeSettings } from './ListTypeSettings.tsx';
import { ROW_ORDERS, SCORE_FORMATS } from './settingsOptions.ts';
import { useSaveSettings } from './useSaveSettings.ts';
import { useSettingsUser } from './useSettingsUser.ts';
import type { SettingsLists_user$key } from './__generated__/SettingsLists_user.graphql';
import styles from './Settings.module.css';

/** /settings/lists: score format, row order, and per list custom lists, sections and advanced scoring. */
export function SettingsLists() {
  const user = useFragment(
    graphql`
      fragment SettingsLists_user on User {
        id
        mediaListOptions {
          scoreFormat
          rowOrder
          animeList { ...ListTypeSettings_options }
          mangaList { ...ListTypeSettings_options }
        }
      }
    `,
    useSettingsUser() as SettingsLists_user$key,
  );
  const { save, saving } = useSaveSettings();
  const options = user.mediaListOptions;

  return (
    <div>
      <h1 className={styles.title}>Lists</h1>
      <FormSection title="Scoring System">
        <ChoiceGroup
          label="Scoring System"
          name="scoreFormat"
          value={options?.scoreFormat}
          choices={SCORE_FORMATS}
          disabled={saving}
          onChange={(scoreFormat) => void save({ scoreFormat })}
        />
      </FormSection>
      <FormSection title="Default List Order">
        <SelectField
          label="Row Order"
          value={options?.rowOrder ?? 'title'}
          options={ROW_ORDERS}
          disabled={saving}
          onChange={(rowOrder) => void save({ rowOrder })}
        />
      </FormSection>
      <div className={styles.lists}>
        {options?.animeList ? <ListTypeSettings type="ANIME" userId={user.id} options={options.animeList} /> : null}
        {options?.mangaList ? <ListTypeSettings type="MANGA" userId={user.id} options={options.mangaList} /> : null}
      </div>
    </div>
  );
}

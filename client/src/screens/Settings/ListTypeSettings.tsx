import { graphql, useFragment } from 'react-relay';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { Toggle } from '../../components/Form/Toggle.tsx';
import { useDeleteCustomList } from '../../mutations/deleteCustomList.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { toastError } from '../../system/toasts.ts';
import { StringListEditor } from './StringListEditor.tsx';
import { useSaveSettings } from './useSaveSettings.ts';
import type { ListTypeSettings_options$key } from './__generated__/ListTypeSettings_options.graphql';
import styles from './Settings.module.css';

interface Props {
  type: 'ANIME' | 'MANGA';
  userId: number;
  options: ListTypeSettings_options$key;
}

const clean = (items: ReadonlyArray<string | null | undefined> | null | undefined) =>
  (items ?? []).filter((item): item is string => !!item);

/** The options of one list (animeList or mangaList): custom lists, section order, split, advanced scoring. */
export function ListTypeSettings({ type, userId, options }: Props) {
  const data = useFragment(
    graphql`
      fragment ListTypeSettings_options on MediaListTypeOptions {
        customLists
        sectionOrder
        splitCompletedSectionByFormat
        advancedScoring
        advancedScoringEnabled
      }
    `,
    options,
  );
  const { save, saving } = useSaveSettings();
  const [deleteCustomList] = useDeleteCustomList();
  const noun = type === 'ANIME' ? 'Anime' : 'Manga';
  const saveList = (changes: Parameters<typeof save>[0]['animeListOptions']) =>
    save(type === 'ANIME' ? { animeListOptions: changes } : { mangaListOptions: changes });

  const removeCustomList = async (name: string) => {
    const confirmed = await showConfirm('Delete Custom List', `Delete the custom list "${name}"? Entries stay on your list.`, 'Delete');
    if (confirmed) deleteCustomList(userId, type, name, { onError: toastError });
  };

  return (
    <FormSection title={`${noun} List`}>
      <h3 className={styles.groupTitle}>Custom Lists</h3>
      <StringListEditor
        label={`${noun} custom lists`}
        items={clean(data.customLists)}
        disabled={saving}
        addLabel="Add Custom List"
        onChange={(customLists) => void saveList({ customLists })}
        onRemove={(name) => void removeCustomList(name)}
      />
      <h3 className={styles.groupTitle}>Section Order</h3>
      <StringListEditor
        label={`${noun} section order`}
        items={clean(data.sectionOrder)}
        disabled={saving}
        reorder
        onChange={(sectionOrder) => void saveList({ sectionOrder })}
      />
      <Toggle
        label="Split completed section by format"
        checked={data.splitCompletedSectionByFormat === true}
        disabled={saving}
        onChange={(splitCompletedSectionByFormat) => void saveList({ splitCompletedSectionByFormat })}
      />
      <h3 className={styles.groupTitle}>Advanced Scoring</h3>
      <Toggle
        label="Advanced scores"
        checked={data.advancedScoringEnabled === true}
        disabled={saving}
        onChange={(advancedScoringEnabled) => void saveList({ advancedScoringEnabled })}
      />
      <StringListEditor
        label={`${noun} advanced scoring categories`}
        items={clean(data.advancedScoring)}
        disabled={saving}
        addLabel="Add Category"
        maxLength={30}
        onChange={(advancedScoring) => void saveList({ advancedScoring })}
      />
    </FormSection>
  );
}

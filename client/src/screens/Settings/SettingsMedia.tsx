import { graphql, useFragment } from 'react-relay';
import { ChoiceGroup } from '../../components/Form/ChoiceGroup.tsx';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { Toggle } from '../../components/Form/Toggle.tsx';
import { setOption } from './listEditing.ts';
import { airingChanges, airingNotificationsOn } from './notificationSettings.ts';
import { LIST_ACTIVITY_STATUSES, STAFF_NAME_LANGUAGES, TITLE_LANGUAGES } from './settingsOptions.ts';
import { useSaveSettings } from './useSaveSettings.ts';
import { useSettingsUser } from './useSettingsUser.ts';
import type { SettingsMedia_user$key } from './__generated__/SettingsMedia_user.graphql';
import styles from './Settings.module.css';

/** /settings/media: title and name languages, adult content, airing notifications, list activity per status. */
export function SettingsMedia() {
  const user = useFragment(
    graphql`
      fragment SettingsMedia_user on User {
        id
        options {
          titleLanguage
          staffNameLanguage
          displayAdultContent
          airingNotifications
          notificationOptions { type enabled }
          disabledListActivity { type disabled }
        }
      }
    `,
    useSettingsUser() as SettingsMedia_user$key,
  );
  const { save, saving } = useSaveSettings();
  const options = user.options;
  const disabled = (status: string) => options?.disabledListActivity?.some((entry) => entry?.type === status && entry.disabled) ?? false;

  return (
    <div>
      <h1 className={styles.title}>Anime &amp; Manga</h1>
      <FormSection title="Title Language" description="How media titles are shown across the site.">
        <ChoiceGroup
          label="Title Language"
          name="titleLanguage"
          value={options?.titleLanguage}
          choices={TITLE_LANGUAGES}
          disabled={saving}
          onChange={(titleLanguage) => void save({ titleLanguage })}
        />
      </FormSection>
      <FormSection title="Staff & Character Name Language">
        <ChoiceGroup
          label="Staff & Character Name Language"
          name="staffNameLanguage"
          value={options?.staffNameLanguage}
          choices={STAFF_NAME_LANGUAGES}
          disabled={saving}
          onChange={(staffNameLanguage) => void save({ staffNameLanguage })}
        />
      </FormSection>
      <FormSection title="Content">
        <Toggle
          label="18+ Content"
          checked={options?.displayAdultContent === true}
          disabled={saving}
          onChange={(displayAdultContent) => void save({ displayAdultContent })}
        />
        <Toggle
          label="Airing Anime Notifications"
          checked={airingNotificationsOn(options)}
          disabled={saving}
          onChange={(on) => void save(airingChanges(on))}
        />
      </FormSection>
      <FormSection title="List Activity Creation" description="Create an activity when you add or move media to these lists.">
        {LIST_ACTIVITY_STATUSES.map((status) => (
          <Toggle
            key={status.value}
            label={status.label}
            checked={!disabled(status.value)}
            disabled={saving}
            onChange={(on) => void save({ disabledListActivity: setOption(options?.disabledListActivity, status.value, 'disabled', !on) })}
          />
        ))}
      </FormSection>
    </div>
  );
}

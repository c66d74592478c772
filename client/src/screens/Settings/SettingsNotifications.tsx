import { graphql, useFragment } from 'react-relay';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { Toggle } from '../../components/Form/Toggle.tsx';
import { setOption } from './listEditing.ts';
import { airingChanges, airingNotificationsOn } from './notificationSettings.ts';
import { NOTIFICATION_GROUPS } from './settingsOptions.ts';
import { useSaveSettings } from './useSaveSettings.ts';
import { useSettingsUser } from './useSettingsUser.ts';
import type { SettingsNotifications_user$key } from './__generated__/SettingsNotifications_user.graphql';
import styles from './Settings.module.css';

/** /settings/notifications: each notification type on or off (options.notificationOptions; airing see notificationSettings.ts). */
export function SettingsNotifications() {
  const user = useFragment(
    graphql`
      fragment SettingsNotifications_user on User {
        id
        options { airingNotifications notificationOptions { type enabled } }
      }
    `,
    useSettingsUser() as SettingsNotifications_user$key,
  );
  const { save, saving } = useSaveSettings();
  const current = user.options?.notificationOptions;
  // A type the server does not list is on (every notification is enabled by default).
  const enabled = (type: string) => current?.find((option) => option?.type === type)?.enabled !== false;

  return (
    <div>
      <h1 className={styles.title}>Notifications</h1>
      {NOTIFICATION_GROUPS.map((group) => (
        <FormSection key={group.title} title={group.title}>
          {group.types.map((type) => (
            <Toggle
              key={type.value}
              label={type.label}
              checked={type.value === 'AIRING' ? airingNotificationsOn(user.options) : enabled(type.value)}
              disabled={saving}
              onChange={(on) =>
                void save(
                  type.value === 'AIRING' ? airingChanges(on) : { notificationOptions: setOption(current, type.value, 'enabled', on) },
                )
              }
            />
          ))}
        </FormSection>
      ))}
    </div>
  );
}

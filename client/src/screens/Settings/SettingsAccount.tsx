import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { SelectField } from '../../components/Form/SelectField.tsx';
import { Toggle } from '../../components/Form/Toggle.tsx';
import { ACTIVITY_MERGE_TIMES, timezoneOptions } from './settingsOptions.ts';
import { UserNameForm } from './UserNameForm.tsx';
import { useSaveSettings } from './useSaveSettings.ts';
import { useSettingsUser } from './useSettingsUser.ts';
import type { SettingsAccount_user$key } from './__generated__/SettingsAccount_user.graphql';
import styles from './Settings.module.css';

/** /settings/account: username, time zone, activity merge time, who may message you, password. */
export function SettingsAccount() {
  const user = useFragment(
    graphql`
      fragment SettingsAccount_user on User {
        id
        name
        previousNames { name }
        options {
          timezone
          activityMergeTime
          restrictMessagesToFollowing
        }
      }
    `,
    useSettingsUser() as SettingsAccount_user$key,
  );
  const { save, saving } = useSaveSettings();
  const previous = (user.previousNames ?? []).flatMap((entry) => (entry?.name ? [entry.name] : []));

  return (
    <div>
      <h1 className={styles.title}>Account</h1>
      <FormSection title="Username">
        <UserNameForm current={user.name} />
        {previous.length > 0 ? <p className={styles.previous}>Previously known as {previous.join(', ')}</p> : null}
      </FormSection>
      <FormSection title="Activity">
        <SelectField
          label="Timezone"
          value={user.options?.timezone ?? ''}
          options={timezoneOptions(user.options?.timezone)}
          disabled={saving}
          onChange={(timezone) => void save({ timezone: timezone || null })}
        />
        <SelectField
          label="Activity Merge Time"
          value={user.options?.activityMergeTime ?? 720}
          options={ACTIVITY_MERGE_TIMES}
          disabled={saving}
          onChange={(activityMergeTime) => void save({ activityMergeTime })}
        />
        <Toggle
          label="Only allow messages from users I follow"
          checked={user.options?.restrictMessagesToFollowing === true}
          disabled={saving}
          onChange={(restrictMessagesToFollowing) => void save({ restrictMessagesToFollowing })}
        />
      </FormSection>
      <FormSection title="Password">
        <p className={styles.note}>
          To change your password, <Link to="/forgot">request a password reset email</Link>.
        </p>
      </FormSection>
    </div>
  );
}

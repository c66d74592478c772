import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload.tsx';
import formStyles from '../../components/Form/Form.module.css';
import { ProfileColorPicker } from './ProfileColorPicker.tsx';
import { refetchSettings } from './refetchSettings.ts';
import { SiteThemePicker } from './SiteThemePicker.tsx';
import { useSaveSettings } from './useSaveSettings.ts';
import { useSettingsUser } from './useSettingsUser.ts';
import type { SettingsProfile_user$key } from './__generated__/SettingsProfile_user.graphql';
import styles from './Settings.module.css';

/** /settings (profile, the default): theme, profile colour, avatar, banner, about. */
export function SettingsProfile() {
  const user = useFragment(
    graphql`
      fragment SettingsProfile_user on User {
        id
        about
        avatar { large }
        bannerImage
        options { profileColor }
      }
    `,
    useSettingsUser() as SettingsProfile_user$key,
  );
  const { save, saving } = useSaveSettings();
  const [about, setAbout] = useState(user.about ?? '');

  return (
    <div>
      <h1 className={styles.title}>Profile</h1>
      <FormSection title="Site Theme" description="Stored on this device.">
        <SiteThemePicker />
      </FormSection>
      <FormSection title="Profile Color">
        <ProfileColorPicker value={user.options?.profileColor} disabled={saving} onChange={(profileColor) => void save({ profileColor })} />
      </FormSection>
      <FormSection title="Avatar" description="JPEG or PNG, up to 2 MB.">
        <ImageUpload kind="avatar" label="Choose Avatar" current={user.avatar?.large} onUploaded={refetchSettings} />
      </FormSection>
      <FormSection title="Banner" description="JPEG or PNG, up to 6 MB.">
        <ImageUpload kind="banner" label="Choose Banner" current={user.bannerImage} onUploaded={refetchSettings} />
      </FormSection>
      <FormSection title="About">
        <textarea
          className={formStyles.input}
          aria-label="About"
          value={about}
          maxLength={20000}
          onChange={(event) => setAbout(event.target.value)}
          placeholder="A little about yourself (Markdown)"
        />
        <div className={formStyles.row}>
          <button type="button" className="button" disabled={saving || about === (user.about ?? '')} onClick={() => void save({ about })}>
            Save
          </button>
        </div>
      </FormSection>
    </div>
  );
}

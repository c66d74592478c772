import { graphql, useFragment } from 'react-relay';
import { ProfileColorPicker } from '../Settings/ProfileColorPicker.tsx';
import { useSaveSettings } from '../Settings/useSaveSettings.ts';
import { useSetupUser } from './Setup.tsx';
import { SetupStep } from './SetupStep.tsx';
import type { SetupColor_user$key } from './__generated__/SetupColor_user.graphql';

/** /setup/color: the profile colour. */
export function SetupColor() {
  const user = useFragment(
    graphql`
      fragment SetupColor_user on User {
        options { profileColor }
      }
    `,
    useSetupUser() as SetupColor_user$key,
  );
  const { save, saving } = useSaveSettings();
  return (
    <SetupStep path="color" title="Profile Color" description="The accent colour of your profile page.">
      <ProfileColorPicker value={user.options?.profileColor} disabled={saving} onChange={(profileColor) => void save({ profileColor })} />
    </SetupStep>
  );
}

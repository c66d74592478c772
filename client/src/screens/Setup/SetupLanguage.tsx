import { graphql, useFragment } from 'react-relay';
import { ChoiceGroup } from '../../components/Form/ChoiceGroup.tsx';
import { TITLE_LANGUAGES } from '../Settings/settingsOptions.ts';
import { useSaveSettings } from '../Settings/useSaveSettings.ts';
import { useSetupUser } from './Setup.tsx';
import { SetupStep } from './SetupStep.tsx';
import type { SetupLanguage_user$key } from './__generated__/SetupLanguage_user.graphql';

/** /setup (SetupLanguage, the default step): the title language. */
export function SetupLanguage() {
  const user = useFragment(
    graphql`
      fragment SetupLanguage_user on User {
        options { titleLanguage }
      }
    `,
    useSetupUser() as SetupLanguage_user$key,
  );
  const { save, saving } = useSaveSettings();
  return (
    <SetupStep path="" title="Title Language" description="How should anime and manga titles be shown?">
      <ChoiceGroup
        label="Title Language"
        name="titleLanguage"
        value={user.options?.titleLanguage}
        choices={TITLE_LANGUAGES}
        disabled={saving}
        onChange={(titleLanguage) => void save({ titleLanguage })}
      />
    </SetupStep>
  );
}

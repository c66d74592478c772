import { graphql, useFragment } from 'react-relay';
import { ChoiceGroup } from '../../components/Form/ChoiceGroup.tsx';
import { SCORE_FORMATS } from '../Settings/settingsOptions.ts';
import { useSaveSettings } from '../Settings/useSaveSettings.ts';
import { useSetupUser } from './Setup.tsx';
import { SetupStep } from './SetupStep.tsx';
import type { SetupScores_user$key } from './__generated__/SetupScores_user.graphql';

/** /setup/scores: the score format of the lists. */
export function SetupScores() {
  const user = useFragment(
    graphql`
      fragment SetupScores_user on User {
        mediaListOptions { scoreFormat }
      }
    `,
    useSetupUser() as SetupScores_user$key,
  );
  const { save, saving } = useSaveSettings();
  return (
    <SetupStep path="scores" title="Scoring System" description="How do you want to score what you watch and read?">
      <ChoiceGroup
        label="Scoring System"
        name="scoreFormat"
        value={user.mediaListOptions?.scoreFormat}
        choices={SCORE_FORMATS}
        disabled={saving}
        onChange={(scoreFormat) => void save({ scoreFormat })}
      />
    </SetupStep>
  );
}

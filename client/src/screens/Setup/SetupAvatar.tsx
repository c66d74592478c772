import { fetchQuery, graphql, useFragment } from 'react-relay';
import { ImageUpload } from '../../components/ImageUpload/ImageUpload.tsx';
import { viewerSession } from '../../session/viewerSession.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { useSetupUser } from './Setup.tsx';
import { setupQuery } from './SetupQuery.ts';
import { SetupStep } from './SetupStep.tsx';
import type { SetupAvatar_user$key } from './__generated__/SetupAvatar_user.graphql';
import type { SetupQuery } from './__generated__/SetupQuery.graphql';

async function refetch() {
  await Promise.all([
    fetchQuery<SetupQuery>(environment, setupQuery, {}, { fetchPolicy: 'network-only' }).toPromise(),
    viewerSession.refresh(),
  ]);
}

/** /setup/avatar: upload an avatar (or keep the generated one). */
export function SetupAvatar() {
  const user = useFragment(
    graphql`
      fragment SetupAvatar_user on User {
        avatar { large }
      }
    `,
    useSetupUser() as SetupAvatar_user$key,
  );
  return (
    <SetupStep path="avatar" title="Avatar" description="Pick a picture for your profile, or keep the one made for you.">
      <ImageUpload kind="avatar" label="Choose Avatar" current={user.avatar?.large} onUploaded={refetch} />
    </SetupStep>
  );
}

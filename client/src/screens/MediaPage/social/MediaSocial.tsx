import { useViewer } from '../../../session/useViewer.ts';
import { EmptyPreview } from '../overview/EmptyPreview.tsx';

/**
 * Social sub-page (core §2): recent media activity, threads, followed users. Activity, the forum and following
 * arrive with the social issue; until then each block shows its empty state. Followed users are for members only.
 */
export function MediaSocial() {
  const viewer = useViewer();
  return (
    <>
      <EmptyPreview title="Recent Activity" text="No activity about this yet." />
      <EmptyPreview title="Forum Threads" text="No forum threads about this yet." />
      {viewer ? <EmptyPreview title="Following" text="No one you follow has this on their list yet." /> : null}
    </>
  );
}

import { useViewer } from '../../../session/useViewer.ts';
import { useRouteQuery } from '../../../system/loadRouteQuery.ts';
import { useMediaOutlet } from '../mediaOutlet.ts';
import { EmptyPreview } from '../overview/EmptyPreview.tsx';
import type { MediaSocialQuery } from './__generated__/MediaSocialQuery.graphql';
import { MediaActivity } from './MediaActivity.tsx';
import { mediaSocialQuery } from './MediaSocialQuery.ts';

/**
 * Social sub-page (core §2): recent media activity, threads, followed users. List activity is here; the forum and
 * following arrive with the social issue, until then their blocks show an empty state. Followed users: members only.
 */
export function MediaSocial() {
  const viewer = useViewer();
  const { media } = useMediaOutlet();
  const query = useRouteQuery<MediaSocialQuery>(mediaSocialQuery);
  return (
    <>
      <MediaActivity query={query} mediaId={media.id} />
      <EmptyPreview title="Forum Threads" text="No forum threads about this yet." />
      {viewer ? <EmptyPreview title="Following" text="No one you follow has this on their list yet." /> : null}
    </>
  );
}

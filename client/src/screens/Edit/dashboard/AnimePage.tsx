import { SubmissionQueue } from './SubmissionQueue.tsx';

/** /edit/dashboard/anime (social §2): the anime submissions queue. */
export function AnimePage() {
  return <SubmissionQueue kind="MEDIA" mediaType="ANIME" title="Anime submissions" />;
}

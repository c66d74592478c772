import { SubmissionQueue } from './SubmissionQueue.tsx';

/** /edit/dashboard/manga (social §2): the manga submissions queue. */
export function MangaPage() {
  return <SubmissionQueue kind="MEDIA" mediaType="MANGA" title="Manga submissions" />;
}

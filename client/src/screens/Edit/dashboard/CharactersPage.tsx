import { SubmissionQueue } from './SubmissionQueue.tsx';

/** /edit/dashboard/characters (social §2): the character submissions queue. */
export function CharactersPage() {
  return <SubmissionQueue kind="CHARACTER" title="Character submissions" />;
}

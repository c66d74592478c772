import { SubmissionQueue } from './SubmissionQueue.tsx';

/** /edit/dashboard/staff (social §2): the staff submissions queue. */
export function StaffPage() {
  return <SubmissionQueue kind="STAFF" title="Staff submissions" />;
}

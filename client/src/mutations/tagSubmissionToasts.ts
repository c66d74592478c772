import { TAG_MESSAGES } from '@tsuzuki/events/tagRules';
import { showToast } from '../system/toasts.ts';
import { INTERNAL_SERVER_ERROR, serverMessage } from '../system/transport/errors.ts';

// The spec's two messages of a tag submission (core §8), for a new tag (CreateMediaTag) and a known tag proposed for
// a media (AddMediaTag, ADR 67) alike.

export function toastTagSubmitted(): void {
  showToast(TAG_MESSAGES.submitted, { kind: 'success' });
}

export function toastTagSubmissionFailed(error: Error): void {
  showToast(TAG_MESSAGES.submissionFailed(serverMessage(error) ?? INTERNAL_SERVER_ERROR), { kind: 'error' });
}

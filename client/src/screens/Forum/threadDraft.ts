import { FORUM_LIMITS } from '@tsuzuki/events/catalogue/forum';

// The thread editor's rules (social §2): a title and a body, up to 3 categories and 2 media (what a thread card
// shows), within the server's own limits (events/src/catalogue/forum.ts).

export const MAX_CATEGORIES = Math.min(3, FORUM_LIMITS.categories);
export const MAX_MEDIA = Math.min(2, FORUM_LIMITS.mediaCategories);
export const TITLE_LENGTH = FORUM_LIMITS.title;
export const BODY_LENGTH = FORUM_LIMITS.body;

export interface DraftMedia {
  readonly id: number;
  readonly title: string;
}

export interface ThreadEditorDraft {
  readonly title: string;
  readonly body: string;
  readonly categories: readonly number[];
  readonly media: readonly DraftMedia[];
  readonly sticky: boolean;
  readonly locked: boolean;
}

export const EMPTY_DRAFT: ThreadEditorDraft = { title: '', body: '', categories: [], media: [], sticky: false, locked: false };

/** Chosen or not; a new one only while fewer than `max` are chosen. */
export function toggleChoice(chosen: readonly number[], id: number, max = MAX_CATEGORIES): readonly number[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  return chosen.length < max ? [...chosen, id] : chosen;
}

export function addMedia(chosen: readonly DraftMedia[], media: DraftMedia, max = MAX_MEDIA): readonly DraftMedia[] {
  if (chosen.some((m) => m.id === media.id) || chosen.length >= max) return chosen;
  return [...chosen, media];
}

/** What keeps the draft from being saved, in the editor's words; empty when it can be. */
export function draftProblems(draft: ThreadEditorDraft): string[] {
  const problems: string[] = [];
  if (!draft.title.trim()) problems.push('The thread needs a title.');
  else if (draft.title.trim().length > TITLE_LENGTH) problems.push(`The title can be at most ${TITLE_LENGTH} characters.`);
  if (!draft.body.trim()) problems.push('The thread needs some text.');
  else if (draft.body.trim().length > BODY_LENGTH) problems.push(`The text can be at most ${BODY_LENGTH} characters.`);
  return problems;
}

// The sign-up form outlives a look at /terms: going there unmounts the screen, and Back would bring it back empty. The
// e-mail, username and terms box are kept in the tab's session storage; the passwords are never stored anywhere.

export const SIGNUP_DRAFT_KEY = 'signup-draft';

export interface SignupDraft {
  readonly email: string;
  readonly userName: string;
  readonly terms: boolean;
}

export const EMPTY_DRAFT: SignupDraft = { email: '', userName: '', terms: false };

/** The stored draft, reduced to its three known fields (anything else in storage is ignored). */
export function parseSignupDraft(raw: string | null): SignupDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object') return EMPTY_DRAFT;
    return {
      email: typeof value.email === 'string' ? value.email : '',
      userName: typeof value.userName === 'string' ? value.userName : '',
      terms: value.terms === true,
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** What is written: only the draft's own fields, whatever else the form holds. */
export function serializeSignupDraft(draft: SignupDraft): string {
  return JSON.stringify({ email: draft.email, userName: draft.userName, terms: draft.terms });
}

export function readSignupDraft(): SignupDraft {
  try {
    return parseSignupDraft(sessionStorage.getItem(SIGNUP_DRAFT_KEY));
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeSignupDraft(draft: SignupDraft): void {
  try {
    sessionStorage.setItem(SIGNUP_DRAFT_KEY, serializeSignupDraft(draft));
  } catch {
    // Storage unavailable (private mode): the form still works, it is only not remembered.
  }
}

export function clearSignupDraft(): void {
  try {
    sessionStorage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

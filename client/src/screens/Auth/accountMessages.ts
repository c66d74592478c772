// Messages of the password and verification screens (core §8), word for word where the spec gives them.
export const RESET_SENT = "We've sent you a password reset email.";
export const EMAIL_NOT_FOUND = 'Email not found.';
export const REVERIFY_TITLE = 'Email verification resent';
// "verifcation" is spelled as the spec has it.
export const REVERIFY_TEXT = "We've sent you another verifcation email. Please check your spam folder too.";
// Not given by the spec: the reset link's page and the confirmation links.
export const PASSWORD_CHANGED = 'Your password has been changed, please log in.';
export const RESET_FAILED = 'This password reset link is invalid or has expired.';

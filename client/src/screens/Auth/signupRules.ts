// Sign-up rules and messages of core §4, §5 and §8, word for word.

export const TERMS_MESSAGE = 'Sorry you need to accept our terms of service to sign up.';
export const EMAIL_VERIFICATION_REQUIRED = 'Email Verification Required.';
export const EMAIL_DOMAIN_NOT_PERMITTED = 'Email domain not permitted.';
export const VERIFY_ALERT_TITLE = 'Email verification required';
export const VERIFY_ALERT_TEXT = "We've sent you an email, please check it to confirm your account creation.";
export const DOMAIN_ALERT_TITLE = 'Please use an alternative email';

/** Each character of the word as its 8-bit code, bytes separated by spaces: "sorry" → "01110011 01101111 …". */
export function binaryApology(word = 'sorry'): string {
  return Array.from(new TextEncoder().encode(word), (byte) => byte.toString(2).padStart(8, '0')).join(' ');
}

export const SIGNUP_CAPTCHA_MESSAGE = `Please verify you are not a robot. ${binaryApology()}`;

/**
 * Whether a submit may go out (core §4: not loading, captcha verified, terms accepted). Returns the message to show,
 * '' to ignore the click silently (already loading), or null when the form may be sent.
 */
export function signupBlocker(state: { loading: boolean; captchaVerified: boolean; termsAccepted: boolean }): string | null {
  if (state.loading) return '';
  if (!state.termsAccepted) return TERMS_MESSAGE;
  if (!state.captchaVerified) return SIGNUP_CAPTCHA_MESSAGE;
  return null;
}

export type SignupOutcome = 'setup' | 'verify-email' | 'email-domain' | 'failure';

/** What a sign-up attempt led to, from the payload's flags or the server's error message. */
export function signupOutcome(
  result: { emailVerificationRequired?: boolean | null; emailInvalid?: boolean | null } | null,
  serverMessage: string | null,
): SignupOutcome {
  if (result) {
    if (result.emailInvalid) return 'email-domain';
    return result.emailVerificationRequired ? 'verify-email' : 'setup';
  }
  // The server may answer the verification step as an error; it is a success with an email step.
  if (serverMessage?.trim() === EMAIL_VERIFICATION_REQUIRED) return 'verify-email';
  if (serverMessage?.trim() === EMAIL_DOMAIN_NOT_PERMITTED) return 'email-domain';
  return 'failure';
}

/** The provider part of an address ("mail.example" of "someone@mail.example"). */
export function emailProvider(email: string): string {
  const at = email.lastIndexOf('@');
  return at >= 0 ? email.slice(at + 1).trim() : email.trim();
}

export function domainAlertText(email: string): string {
  return `Sorry, we don't accept email addresses from ${emailProvider(email)}. Please sign up with an email from another provider.`;
}

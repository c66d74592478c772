// Login rules and messages of core §2, §5 and §8, word for word.

export const LOGIN_CAPTCHA_MESSAGE = 'Please verify you are not a robot by completing the captcha.';
export const USE_EMAIL_DETAIL = 'Please use your email instead of username.';
export const LOGIN_UNKNOWN_FAILURE = 'Login failed for unknown reason, please check your details or email support.';
export const LOGIN_FAILURE_TOAST_MS = 6000;
export const LOCATION_VERIFICATION_MESSAGE = 'Location verification required.';
export const LOCATION_ALERT_TITLE = 'Additional Verification Required';
export const LOCATION_ALERT_TEXT =
  'A login from a new device or location was detected. Please click the link in the email we just sent you to confirm it is you.';

/**
 * The failure toast: "Login failed. {server error}"; a name without an @ gets the username detail instead (logging
 * in by username is not allowed); with no server message, the unknown-reason text.
 */
export function loginFailureMessage(name: string, serverMessage: string | null): string {
  if (!name.includes('@')) return `Login failed. ${USE_EMAIL_DETAIL}`;
  if (serverMessage) return `Login failed. ${serverMessage}`;
  return LOGIN_UNKNOWN_FAILURE;
}

export function isLocationVerification(serverMessage: string | null): boolean {
  return serverMessage?.trim() === LOCATION_VERIFICATION_MESSAGE;
}

export const AUTHORIZE_PATH = '/api/v2/oauth/authorize';

/**
 * core §2: when the login URL carries apiVersion, a successful login sends the browser to the authorize endpoint with
 * the remaining query parameters; null when there is no apiVersion.
 */
export function authorizeUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('apiVersion')) return null;
  params.delete('apiVersion');
  const rest = params.toString();
  return rest ? `${AUTHORIZE_PATH}?${rest}` : AUTHORIZE_PATH;
}

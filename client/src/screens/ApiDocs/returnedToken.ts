/** The answer of an implicit grant in the address's #fragment (the demo API client sends members back here). */
export function tokenInFragment(hash: string): { token: string; scope: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  return token ? { token, scope: params.get('scope') } : null;
}

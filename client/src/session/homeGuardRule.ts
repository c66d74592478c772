// core §2 home guard: a guest coming from the bare root goes to Landing; any other guest navigation is blocked. A
// first load has no page to stay on: that guest goes to /login (client/README.md, Accounts).
export type HomeGuardDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string } | { readonly kind: 'stay'; readonly at: string };

export function homeGuardDecision(
  loggedIn: boolean,
  previous: { readonly pathname: string; readonly search: string; readonly hash: string } | null,
): HomeGuardDecision {
  if (loggedIn) return { kind: 'allow' };
  if (previous === null) return { kind: 'redirect', to: '/login' };
  if (previous.pathname === '/') return { kind: 'redirect', to: '/' };
  return { kind: 'stay', at: `${previous.pathname}${previous.search}${previous.hash}` };
}

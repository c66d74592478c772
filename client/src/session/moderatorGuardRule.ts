import { isAnyMod } from '@tsuzuki/events/roles';
import type { HomeGuardDecision } from './homeGuardRule.ts';

// social §2: the moderators' routes (the edit dashboard) send everyone else away: to the landing page when they come
// from the root or open the address directly (nothing to stay on), otherwise back to where they were.
export function moderatorGuardDecision(
  roles: readonly (string | null | undefined)[] | null | undefined,
  previous: { readonly pathname: string; readonly search: string; readonly hash: string } | null,
): HomeGuardDecision {
  if (isAnyMod((roles ?? []).filter((role): role is string => typeof role === 'string'))) return { kind: 'allow' };
  if (previous === null || previous.pathname === '/') return { kind: 'redirect', to: '/' };
  return { kind: 'stay', at: `${previous.pathname}${previous.search}${previous.hash}` };
}

import { redirect, replace } from 'react-router-dom';
import { previousLocation } from '../system/navigationHistory.ts';
import { homeGuardDecision } from './homeGuardRule.ts';
import { moderatorGuardDecision } from './moderatorGuardRule.ts';
import { viewerSession } from './viewerSession.ts';

export const isLoggedIn = (): boolean => viewerSession.getState().viewer !== null;

/** Screens of a logged-in viewer (settings, setup): a guest is sent to the login page. */
export function requireViewer(): void {
  if (!isLoggedIn()) throw redirect('/login');
}

/** Landing (core §2): a logged-in viewer is redirected to /home. Also used by /login and /signup. */
export function redirectViewerHome(): void {
  if (isLoggedIn()) throw redirect('/home');
}

/** Home guard (core §2, homeGuardRule.ts): blocking is done by replacing the target with the page on screen. */
export function homeGuard(): void {
  const decision = homeGuardDecision(isLoggedIn(), previousLocation());
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'stay') throw replace(decision.at);
}

/**
 * The edit dashboard's guard (social §2): moderators of any role group pass (their roles as the session holds them,
 * confirmed by the server first when only cached); anyone else is sent away (moderatorGuardRule.ts).
 */
export async function moderatorGuard(): Promise<void> {
  if (viewerSession.getState().status !== 'confirmed') await viewerSession.refresh();
  const decision = moderatorGuardDecision(viewerSession.getState().viewer?.moderatorRoles, previousLocation());
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'stay') throw replace(decision.at);
}

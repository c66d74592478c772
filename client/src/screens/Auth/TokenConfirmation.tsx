import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { viewerSession } from '../../session/viewerSession.ts';
import { showConfirm } from '../../system/dialogs.ts';
import type { MutationCallbacks } from '../../system/mutationCallbacks.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { errorToast } from '../../system/transport/errors.ts';
import { AuthCard } from './AuthCard.tsx';
import styles from './Auth.module.css';

interface Props {
  title: string;
  pending: string;
  /** The link's mutation (a mutation hook's commit, stable across renders). */
  confirm: (token: string, callbacks: MutationCallbacks) => void;
  /** Where the confirmed (and now logged-in) user goes. */
  next: string;
}

// A mailed token works once: remember each attempt so that a second mount (StrictMode, Back) reuses its answer.
const attempts = new Map<string, Promise<unknown>>();

/** One spending of the token, as a promise the attempts map can keep. */
const spend = (confirm: Props['confirm'], token: string) =>
  new Promise<void>((resolve, reject) => confirm(token, { onCompleted: resolve, onError: reject }));

const CANCELLED = Symbol('cancelled');

export const SWITCH_TITLE = 'Switch accounts?';
export const switchText = (name: string) =>
  `You are signed in as ${name}. This link signs in the account it was sent to, which may be another account. Continue?`;

/**
 * A signed-in member who opens a mailed link is asked first: the link starts a session for the account it was sent
 * to, and someone else's link (a forwarded mail, a shared screen) would quietly switch accounts.
 */
async function mayProceed(): Promise<boolean> {
  const viewer = viewerSession.getState().viewer;
  if (!viewer) return true;
  return showConfirm(SWITCH_TITLE, switchText(viewer.name), 'Continue');
}

/** The page behind a mailed link: spends the token, starts the session it grants, and moves on. */
export function TokenConfirmation({ title, pending, confirm, next }: Props) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const key = `${title}:${token}`;
    const attempt = attempts.get(key) ?? mayProceed().then<unknown>((go) => (go ? spend(confirm, token) : CANCELLED));
    attempts.set(key, attempt);
    attempt.then(
      async (outcome) => {
        if (outcome === CANCELLED) {
          // The token stays unspent: the link still works for whoever it was meant for.
          attempts.delete(key);
          if (live) navigate('/home', { replace: true });
          return;
        }
        await viewerSession.refresh({ force: true });
        invalidateStore();
        if (live) navigate(next, { replace: true });
      },
      (error: unknown) => {
        if (live) setFailure(errorToast(error).text);
      },
    );
    return () => {
      live = false;
    };
  }, [token, title, confirm, next, navigate]);

  return (
    <AuthCard
      title={title}
      links={
        failure ? (
          <>
            <Link to="/reverify">Resend verification email</Link>
            <Link to="/login">Login</Link>
          </>
        ) : null
      }
    >
      <p className={`${styles.status} ${failure ? styles.error : ''}`} role={failure ? 'alert' : 'status'}>
        {failure ?? pending}
      </p>
    </AuthCard>
  );
}

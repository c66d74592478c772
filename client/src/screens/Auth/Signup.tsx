import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Captcha, type CaptchaHandle } from '../../components/Captcha/Captcha.tsx';
import { useCreateUser, type CreatedUser } from '../../mutations/createUser.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { showAlert } from '../../system/dialogs.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { serverMessage } from '../../system/transport/errors.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import { domainAlertText, DOMAIN_ALERT_TITLE, signupBlocker, signupOutcome, VERIFY_ALERT_TEXT, VERIFY_ALERT_TITLE } from './signupRules.ts';
import { clearSignupDraft, readSignupDraft, writeSignupDraft } from './signupDraft.ts';
import styles from './Auth.module.css';

const EMPTY = { email: '', userName: '', password: '', confirmPassword: '' };

/** /signup (core §2, §4, §5, §8): email, username, password, confirm password, terms, captcha. */
export function Signup() {
  // What was typed before a look at the terms comes back with Back (never the passwords).
  const [draft] = useState(readSignupDraft);
  const [form, setForm] = useState({ ...EMPTY, email: draft.email, userName: draft.userName });
  const [terms, setTerms] = useState(draft.terms);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [createUser, creating] = useCreateUser();
  // Signed up: the session's viewer is read before the setup pages (React's pending state of that step).
  const [entering, startEntering] = useTransition();
  const loading = creating || entering;
  const captchaRef = useRef<CaptchaHandle>(null);
  const navigate = useNavigate();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  useEffect(() => writeSignupDraft({ email: form.email, userName: form.userName, terms }), [form.email, form.userName, terms]);

  const answered = (result: CreatedUser, failure: Error | null) => {
    const outcome = signupOutcome(result ?? null, serverMessage(failure));
    if (outcome === 'setup' || outcome === 'verify-email') clearSignupDraft();
    if (outcome === 'setup') {
      startEntering(async () => {
        await viewerSession.refresh({ force: true });
        invalidateStore();
        void navigate('/setup');
      });
      return;
    }
    // Every other outcome needs a fresh challenge: a solved one is single-use.
    captchaRef.current?.reset();
    if (outcome === 'verify-email') void showAlert(VERIFY_ALERT_TITLE, VERIFY_ALERT_TEXT);
    else if (outcome === 'email-domain') void showAlert(DOMAIN_ALERT_TITLE, domainAlertText(form.email));
    else toastError(failure ?? new Error('Sign up failed, please try again.'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blocked = signupBlocker({ loading, captchaVerified: captcha !== null, termsAccepted: terms });
    if (blocked !== null) {
      if (blocked) showToast(blocked, { kind: 'error' });
      return;
    }
    createUser(
      { ...form, email: form.email.trim(), userName: form.userName.trim(), captcha },
      {
        onCompleted: (result) => answered(result, null),
        onError: (error) => answered(null, error),
      },
    );
  };

  return (
    <AuthCard
      title={`Sign up to ${SITE_NAME}`}
      links={
        <span>
          Already registered? <Link to="/login">Login</Link>
        </span>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        <AuthField label="Username" name="username" autoComplete="username" value={form.userName} onChange={set('userName')} />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
        />
        <AuthField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <label className={styles.terms}>
          <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} />
          <span>
            I agree to the <Link to="/terms">terms of service</Link>
          </span>
        </label>
        <Captcha ref={captchaRef} onChange={setCaptcha} />
        <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
          {loading ? 'Signing up…' : 'Sign Up'}
        </button>
      </form>
    </AuthCard>
  );
}

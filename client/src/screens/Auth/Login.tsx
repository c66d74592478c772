import { useRef, useState, useTransition, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Captcha, type CaptchaHandle } from '../../components/Captcha/Captcha.tsx';
import { useLogIn } from '../../mutations/logIn.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { showAlert } from '../../system/dialogs.ts';
import { invalidateStore } from '../../system/relayEnvironment.ts';
import { showToast } from '../../system/toasts.ts';
import { serverMessage } from '../../system/transport/errors.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import {
  authorizeUrl,
  isLocationVerification,
  LOCATION_ALERT_TEXT,
  LOCATION_ALERT_TITLE,
  LOGIN_CAPTCHA_MESSAGE,
  LOGIN_FAILURE_TOAST_MS,
  loginFailureMessage,
} from './loginRules.ts';
import styles from './Auth.module.css';

/** /login (core §2, §4, §8): email, password and captcha; the captcha resets after any failure. */
export function Login() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [logIn, loggingIn] = useLogIn();
  // Logged in: the session's viewer is read before the next page (React's pending state of that step).
  const [entering, startEntering] = useTransition();
  const loading = loggingIn || entering;
  const captchaRef = useRef<CaptchaHandle>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const enter = () =>
    startEntering(async () => {
      await viewerSession.refresh({ force: true });
      // Titles and other viewer-dependent fields were fetched as a guest: refetch them as this viewer.
      invalidateStore();
      const forward = authorizeUrl(location.search);
      if (forward) window.location.assign(forward);
      else void navigate('/home');
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!captcha) {
      showToast(LOGIN_CAPTCHA_MESSAGE, { kind: 'error' });
      return;
    }
    logIn(
      { name: email.trim(), password, captcha },
      {
        onCompleted: enter,
        onError: (error) => {
          captchaRef.current?.reset();
          const message = serverMessage(error);
          if (isLocationVerification(message)) void showAlert(LOCATION_ALERT_TITLE, LOCATION_ALERT_TEXT);
          else showToast(loginFailureMessage(email.trim(), message), { kind: 'error', duration: LOGIN_FAILURE_TOAST_MS });
        },
      },
    );
  };

  return (
    <AuthCard
      title="Login"
      links={
        <>
          <Link to="/forgot">Forgot password?</Link>
          <span>
            Not registered? <Link to="/signup">Create an account</Link>
          </span>
          <Link to="/reverify">Resend verification email</Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField label="Email" name="email" inputMode="email" autoComplete="email" value={email} onChange={setEmail} />
        <AuthField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Captcha ref={captchaRef} onChange={setCaptcha} />
        <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
          {loading ? 'Logging in…' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}

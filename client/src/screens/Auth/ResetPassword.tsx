import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCompletePasswordReset } from '../../mutations/completePasswordReset.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { PASSWORD_CHANGED, RESET_FAILED } from './accountMessages.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import styles from './Auth.module.css';

/** /reset-password/:token, the page the reset mail links to: choose a new password. */
export function ResetPassword() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [completePasswordReset, loading] = useCompletePasswordReset();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    completePasswordReset(
      { token, password, confirmPassword },
      {
        onCompleted: (done) => {
          if (!done) {
            showToast(RESET_FAILED, { kind: 'error' });
            return;
          }
          showToast(PASSWORD_CHANGED, { kind: 'success' });
          void navigate('/login');
        },
        onError: toastError,
      },
    );
  };

  return (
    <AuthCard title="Choose a New Password" links={<Link to="/forgot">Request a new link</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <AuthField
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
          Change Password
        </button>
      </form>
    </AuthCard>
  );
}

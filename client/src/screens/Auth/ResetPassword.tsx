import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { completePasswordReset } from '../../mutations/completePasswordReset.ts';
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
  const [loading, setLoading] = useState(false);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const done = await completePasswordReset({ token, password, confirmPassword });
      if (done) {
        showToast(PASSWORD_CHANGED, { kind: 'success' });
        navigate('/login');
      } else {
        showToast(RESET_FAILED, { kind: 'error' });
      }
    } catch (error) {
      toastError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthCard title="Choose a New Password" links={<Link to="/forgot">Request a new link</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField label="New Password" name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
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

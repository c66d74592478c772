import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useResetPassword } from '../../mutations/resetPassword.ts';
import { showToast } from '../../system/toasts.ts';
import { EMAIL_NOT_FOUND, RESET_SENT } from './accountMessages.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import styles from './Auth.module.css';

/** /forgot (core §2, §8): a reset link by email. */
export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [resetPassword, loading] = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    resetPassword(email.trim(), (sent) => {
      if (sent) showToast(RESET_SENT, { kind: 'success' });
      else showToast(EMAIL_NOT_FOUND, { kind: 'error' });
    });
  };

  return (
    <AuthCard
      title="Reset Password"
      lead="Enter your email and we'll send you a link to choose a new password."
      links={<Link to="/login">Back to login</Link>}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
          Send Reset Link
        </button>
      </form>
    </AuthCard>
  );
}

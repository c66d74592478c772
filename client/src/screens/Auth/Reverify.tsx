import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useVerifyUserEmail } from '../../mutations/verifyUserEmail.ts';
import { showAlert } from '../../system/dialogs.ts';
import { showToast } from '../../system/toasts.ts';
import { EMAIL_NOT_FOUND, REVERIFY_TEXT, REVERIFY_TITLE } from './accountMessages.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthField } from './AuthField.tsx';
import styles from './Auth.module.css';

/** /reverify (core §2, §8): resend the verification email. */
export function Reverify() {
  const [email, setEmail] = useState('');
  const [verifyUserEmail, loading] = useVerifyUserEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    verifyUserEmail(email.trim(), (sent) => {
      if (sent) void showAlert(REVERIFY_TITLE, REVERIFY_TEXT);
      else showToast(EMAIL_NOT_FOUND, { kind: 'error' });
    });
  };

  return (
    <AuthCard title="Resend Verification Email" links={<Link to="/login">Back to login</Link>}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <button type="submit" className={`button ${styles.submit}`} disabled={loading}>
          Resend Email
        </button>
      </form>
    </AuthCard>
  );
}

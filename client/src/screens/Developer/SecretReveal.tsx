import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import styles from './Developer.module.css';

interface Props {
  clientId: number;
  /** Null for a public client, which has none. */
  secret: string | null;
  title: string;
}

/** The client id and the secret right after registering or rotating: the only time the secret is ever shown. */
export function SecretReveal({ clientId, secret, title }: Props) {
  return (
    <div className={styles.reveal} role="region" aria-label={title}>
      <h3 className={styles.revealTitle}>{title}</h3>
      <Credential label="Client ID" value={String(clientId)} />
      {secret ? (
        <>
          <Credential label="Client secret" value={secret} />
          <p className={styles.warning}>
            Copy the secret now: it is shown only this once. It is stored hashed, so nobody can show it to you again; if you lose it, rotate
            it to get a new one.
          </p>
        </>
      ) : (
        <p className={styles.note}>A public client has no secret: it proves itself with PKCE on every authorization.</p>
      )}
    </div>
  );
}

export function Credential({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.credential}>
      <label className={styles.credentialLabel}>
        {label}
        {/* A read-only field, so that the whole value selects at once where the clipboard is not allowed. */}
        <input className={styles.credentialValue} value={value} readOnly spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <CopyButton value={value} what={label.toLowerCase()} />
    </div>
  );
}

import type { AppInput } from '@tsuzuki/events/oauth';
import { APP_NAME_MAX, APP_REDIRECT_MAX } from '@tsuzuki/events/oauth';
import { useId, useState, type FormEvent } from 'react';
import { AppsApiError } from '../OAuth/appsApi.ts';
import { checkAppDraft, serverFieldErrors, type AppDraft, type AppFormErrors } from './developerRules.ts';
import form from '../../components/Form/Form.module.css';
import styles from './Developer.module.css';

interface Props {
  initial: AppDraft;
  submitLabel: string;
  busyLabel: string;
  /** Registering offers the public-client choice; editing keeps the kind the client was registered with. */
  kindEditable: boolean;
  /** Resolves when saved; a refusal's message (and field messages) show on the form. */
  onSubmit: (input: AppInput) => Promise<void>;
  onCancel?: () => void;
}

/** Name, redirect URI and (when registering) public or confidential, checked with the schema the server uses. */
export function AppForm({ initial, submitLabel, busyLabel, kindEditable, onSubmit, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<AppDraft>(initial);
  const [errors, setErrors] = useState<AppFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<AppDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field's message goes once the field changes; the others stay until the next submit.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof AppFormErrors];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkAppDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    onSubmit(checked.value).then(
      () => setBusy(false),
      (err: Error) => {
        setBusy(false);
        const fields = err instanceof AppsApiError ? serverFieldErrors(err.validation) : {};
        setErrors(fields);
        if (!fields.name && !fields.redirectUri) setFailure(err.message);
      },
    );
  };

  const field = (name: 'name' | 'redirectUri', label: string, max: number, hint?: string) => (
    <div className={form.field}>
      <label className={form.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={form.input}
        value={draft[name]}
        maxLength={max + 50}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
        onChange={(e) => change({ [name]: e.target.value })}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className={styles.fieldError}>
          {errors[name]}
        </span>
      ) : hint ? (
        <span id={`${id}-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {field('name', 'Name', APP_NAME_MAX)}
      {field(
        'redirectUri',
        'Redirect URI',
        APP_REDIRECT_MAX,
        'Where members are sent back after they answer: https, http on localhost, or your app’s own scheme (com.example.app:/callback).',
      )}
      {kindEditable ? (
        <label className={styles.checkbox}>
          <input type="checkbox" checked={draft.public} onChange={(e) => change({ public: e.target.checked })} />
          <span>Public client (mobile, desktop or single-page app: no secret, PKCE)</span>
        </label>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.fieldError}>
          {failure}
        </p>
      ) : null}
      <div className={form.row}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={form.secondaryButton} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

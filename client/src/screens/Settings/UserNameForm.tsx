import { useState, type FormEvent } from 'react';
import formStyles from '../../components/Form/Form.module.css';
import { updateUserName } from '../../mutations/updateUserName.ts';
import { viewerSession } from '../../session/viewerSession.ts';
import { showToast, toastError } from '../../system/toasts.ts';

/** Username change; the server keeps the old one in previousNames. */
export function UserNameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const result = await updateUserName(name.trim());
      showToast(`Username changed to ${result.UpdateUserName?.name ?? name.trim()}`, { kind: 'success' });
      await viewerSession.refresh();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={formStyles.row} onSubmit={submit}>
      <input
        className={formStyles.input}
        aria-label="Username"
        name="username"
        autoComplete="username"
        value={name}
        maxLength={20}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="button" disabled={saving || name.trim() === current || !name.trim()}>
        Save
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import formStyles from '../../components/Form/Form.module.css';
import { useUpdateUserName } from '../../mutations/updateUserName.ts';
import { showToast, toastError } from '../../system/toasts.ts';

/** Username change; the server keeps the old one in previousNames. */
export function UserNameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [updateUserName, saving] = useUpdateUserName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // The answer renames the viewer in the store: the nav and the profile link follow without another request.
    updateUserName(name.trim(), {
      onCompleted: (saved) => showToast(`Username changed to ${saved}`, { kind: 'success' }),
      onError: toastError,
    });
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

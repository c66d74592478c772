import { useState, type FormEvent } from 'react';
import formStyles from '../../components/Form/Form.module.css';
import { showToast } from '../../system/toasts.ts';
import { addItem, moveItem, removeItem, renameItem } from './listEditing.ts';
import styles from './StringListEditor.module.css';

interface Props {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  /** Removal handled by the caller (custom lists are deleted by their own mutation); otherwise onChange. */
  onRemove?: (item: string) => void;
  /** Only reorder (section order); otherwise add, rename and remove. */
  reorder?: boolean;
  addLabel?: string;
  maxLength?: number;
  disabled?: boolean;
}

/** A list of names: rename in place, remove, add (custom lists, scoring categories) or move up and down (sections). */
export function StringListEditor({ label, items, onChange, onRemove, reorder, addLabel = 'Add', maxLength = 50, disabled }: Props) {
  const [draft, setDraft] = useState('');

  const apply = ({ items: next, error }: { items: string[]; error: string | null }) => {
    if (error) showToast(error, { kind: 'error' });
    else onChange(next);
    return !error;
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (apply(addItem(items, draft, maxLength))) setDraft('');
  };

  return (
    <div className={styles.editor}>
      <ul className={styles.items} aria-label={label}>
        {items.map((item, index) => (
          <li key={`${item}-${index}`} className={styles.item}>
            {reorder ? (
              <>
                <span className={styles.name}>{item}</span>
                <button
                  type="button"
                  className={styles.icon}
                  disabled={disabled || index === 0}
                  aria-label={`Move ${item} up`}
                  onClick={() => onChange(moveItem(items, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  disabled={disabled || index === items.length - 1}
                  aria-label={`Move ${item} down`}
                  onClick={() => onChange(moveItem(items, index, 1))}
                >
                  ↓
                </button>
              </>
            ) : (
              <>
                <input
                  className={`${formStyles.input} ${styles.name}`}
                  defaultValue={item}
                  maxLength={maxLength}
                  aria-label={`Rename ${item}`}
                  disabled={disabled}
                  onBlur={(event) => {
                    if (event.target.value.trim() !== item && !apply(renameItem(items, index, event.target.value, maxLength)))
                      event.target.value = item;
                  }}
                  onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
                />
                <button
                  type="button"
                  className={styles.icon}
                  disabled={disabled}
                  aria-label={`Remove ${item}`}
                  onClick={() => (onRemove ? onRemove(item) : onChange(removeItem(items, index)))}
                >
                  ✕
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {reorder ? null : (
        <form className={formStyles.row} onSubmit={add}>
          <input
            className={formStyles.input}
            value={draft}
            maxLength={maxLength}
            aria-label={addLabel}
            placeholder={addLabel}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className={formStyles.secondaryButton} disabled={disabled || !draft.trim()}>
            Add
          </button>
        </form>
      )}
    </div>
  );
}

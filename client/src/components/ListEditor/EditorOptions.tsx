import type { Dispatch } from 'react';
import type { EntryFormAction, EntryValues } from './rules/entryForm.ts';
import styles from './ListEditor.module.css';

interface Props {
  /** The member's custom lists of this media type. */
  names: readonly string[];
  values: EntryValues;
  dispatch: Dispatch<EntryFormAction>;
}

/** Custom lists (checkboxes, sent as names), Private and Hide from status lists. */
export function EditorOptions({ names, values, dispatch }: Props) {
  return (
    <>
      {names.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.label}>Custom Lists</legend>
          {names.map((name) => (
            <label key={name} className={styles.check}>
              <input
                type="checkbox"
                checked={values.customLists.includes(name)}
                onChange={(event) => dispatch({ type: 'customList', name, on: event.target.checked })}
              />
              <span>{name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.group}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.private}
            onChange={(event) => dispatch({ type: 'field', field: 'private', value: event.target.checked })}
          />
          <span>Private</span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.hiddenFromStatusLists}
            onChange={(event) => dispatch({ type: 'field', field: 'hiddenFromStatusLists', value: event.target.checked })}
          />
          <span>Hide from status lists</span>
        </label>
      </div>
    </>
  );
}

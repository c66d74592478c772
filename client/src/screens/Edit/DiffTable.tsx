import { fieldLabel, formatValue } from './fieldFormat.ts';
import styles from './Edit.module.css';

export interface FieldChangeView {
  readonly field: string;
  readonly before?: unknown;
  readonly after?: unknown;
}

interface Props {
  changes: readonly (FieldChangeView | null | undefined)[];
  /** The column headings: a submission compares with the value when submitted, a revision with the one it replaced. */
  beforeLabel?: string;
  afterLabel?: string;
  caption: string;
  /** A submission's fields a moderator may pick (accept some only). */
  picked?: ReadonlySet<string>;
  onPick?: (field: string, on: boolean) => void;
}

/** A change field by field (ADR 22): what each field held and what it holds after. */
export function DiffTable({ changes, beforeLabel = 'Before', afterLabel = 'After', caption, picked, onPick }: Props) {
  return (
    <table className={styles.diff} aria-label={caption}>
      <thead>
        <tr>
          {onPick ? <th scope="col">Accept</th> : null}
          <th scope="col">Field</th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {changes
          .filter((c): c is FieldChangeView => !!c)
          .map((change) => (
            <tr key={change.field} data-field={change.field}>
              {onPick ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Accept ${fieldLabel(change.field)}`}
                    checked={picked?.has(change.field) ?? true}
                    onChange={(event) => onPick(change.field, event.target.checked)}
                  />
                </td>
              ) : null}
              <th scope="row">{fieldLabel(change.field)}</th>
              <td className={styles.before}>{formatValue(change.field, change.before)}</td>
              <td className={styles.after}>{formatValue(change.field, change.after)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

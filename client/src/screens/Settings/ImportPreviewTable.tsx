import type { ImportPreview } from '@tsuzuki/events/listImport';
import { Link } from 'react-router-dom';
import { formatLabel } from '../../format/labels.ts';
import { mediaPath } from '../../format/slug.ts';
import { actionText, entryText, matchLabel } from './importChanges.ts';
import styles from './SettingsImport.module.css';

interface Props {
  preview: ImportPreview;
  skipped: ReadonlySet<number>;
  onToggle: (index: number) => void;
  disabled: boolean;
}

/** The preview of an import: each matched entry (ticked to import), then what did not match and why. */
export function ImportPreviewTable({ preview, skipped, onToggle, disabled }: Props) {
  return (
    <>
      <table className={styles.table} aria-label="Matched entries">
        <thead>
          <tr>
            <th scope="col">Import</th>
            <th scope="col">Title in file</th>
            <th scope="col">Matched to</th>
            <th scope="col">Matched by</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {preview.matched.map((row) => (
            <tr key={row.index} data-action={row.action}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Import ${row.title}`}
                  checked={!skipped.has(row.index)}
                  disabled={disabled}
                  onChange={() => onToggle(row.index)}
                />
              </td>
              <td>{row.title}</td>
              <td>
                <Link to={mediaPath(row.media.type, row.media.id, row.media.romaji)}>{row.media.romaji}</Link>
                {row.media.format ? <span className={styles.muted}> · {formatLabel(row.media.format)}</span> : null}
              </td>
              <td>{matchLabel(row.match)}</td>
              <td>
                {actionText(row)}
                {row.action !== 'UNCHANGED' ? <div className={styles.muted}>{entryText(row, preview.scoreFormat)}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {preview.unmatched.length ? (
        <>
          <h3 className={styles.subtitle}>Not matched ({preview.unmatched.length})</h3>
          <table className={styles.table} aria-label="Unmatched entries">
            <thead>
              <tr>
                <th scope="col">Title in file</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {preview.unmatched.map((row) => (
                <tr key={row.index}>
                  <td>{row.title || '(no title)'}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}

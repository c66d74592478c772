import { EXPORT_PATH, type ImportPreview, type ImportResult } from '@tsuzuki/events/listImport';
import { useRef, useState, type ChangeEvent } from 'react';
import { commitLocalUpdate } from 'relay-runtime';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { invalidateLists } from '../../mutations/listChanges.ts';
import { environment } from '../../system/relayEnvironment.ts';
import { showToast } from '../../system/toasts.ts';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { confirmImport, previewImport } from './importExportApi.ts';
import styles from './Settings.module.css';
import own from './SettingsImport.module.css';

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; file: File }
  | { kind: 'preview'; file: File; preview: ImportPreview; skipped: Set<number>; importing: boolean }
  | { kind: 'done'; result: ImportResult };

const entries = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'entry' : 'entries'}`;

function resultText(r: ImportResult): string {
  return `Import finished: ${r.created} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.skipped} left out, ${r.unmatched} not matched.`;
}

const EXPORTS = [
  { label: 'JSON', href: `${EXPORT_PATH}/json`, note: 'Everything: lists, rewatch history, favourites and list activity.' },
  { label: 'CSV', href: `${EXPORT_PATH}/csv`, note: 'One row per list entry, for spreadsheets.' },
  {
    label: 'MyAnimeList XML (anime)',
    href: `${EXPORT_PATH}/mal?type=ANIME`,
    note: 'Your anime list, for MyAnimeList and the sites that import its files.',
  },
  { label: 'MyAnimeList XML (manga)', href: `${EXPORT_PATH}/mal?type=MANGA`, note: 'Your manga list, in the same format.' },
] as const;

/** /settings/import: import a MyAnimeList export (preview, then confirm) and download one's own lists. */
export function SettingsImport() {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const reset = () => {
    setStep({ kind: 'idle' });
    if (input.current) input.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    if (!file) return reset();
    setStep({ kind: 'reading', file });
    previewImport(file).then(
      (preview) => setStep({ kind: 'preview', file, preview, skipped: new Set(), importing: false }),
      (err: Error) => {
        setError(err.message);
        reset();
      },
    );
  };

  const toggle = (index: number) => {
    if (step.kind !== 'preview') return;
    const skipped = new Set(step.skipped);
    if (!skipped.delete(index)) skipped.add(index);
    setStep({ ...step, skipped });
  };

  const confirm = () => {
    if (step.kind !== 'preview') return;
    setError(null);
    setStep({ ...step, importing: true });
    confirmImport(step.file, step.preview.fileHash, [...step.skipped]).then(
      (result) => {
        setStep({ kind: 'done', result });
        // Lists, previews and statistics stored from earlier pages are fetched again when next shown.
        commitLocalUpdate(environment, invalidateLists);
        showToast(resultText(result), { kind: 'success' });
        if (input.current) input.current.value = '';
      },
      (err: Error) => {
        setError(err.message);
        setStep({ ...step, importing: false });
      },
    );
  };

  const chosen = step.kind === 'preview' ? step.preview.matched.length - step.skipped.size : 0;
  return (
    <div>
      <h1 className={styles.title}>Import Lists</h1>
      <FormSection
        title="Import from MyAnimeList"
        description="On MyAnimeList, export your anime or manga list (it comes as a .xml.gz file), then choose it here. You see what matches the catalogue before anything changes; importing the same file again changes nothing."
      >
        <label className={own.picker}>
          <span className={own.pickerLabel}>MyAnimeList export file</span>
          <input
            ref={input}
            type="file"
            accept=".xml,.gz,application/xml,text/xml,application/gzip"
            onChange={choose}
            disabled={step.kind === 'reading' || (step.kind === 'preview' && step.importing)}
          />
        </label>
        {error ? (
          <p role="alert" className={own.error}>
            {error}
          </p>
        ) : null}
        {step.kind === 'reading' ? <p className={styles.note}>Reading {step.file.name}…</p> : null}
        {step.kind === 'preview' ? (
          <div className={own.preview}>
            <p className={own.summary}>
              {entries(step.preview.counts.entries)}
              {step.preview.userName ? ` from ${step.preview.userName}'s list` : ''}: {step.preview.counts.matched} matched,{' '}
              {step.preview.counts.unmatched} not matched. {step.preview.counts.create} new, {step.preview.counts.update} to update,{' '}
              {step.preview.counts.unchanged} unchanged.
            </p>
            <div className={own.actions}>
              <button type="button" className="button" onClick={confirm} disabled={step.importing || chosen === 0}>
                {step.importing ? 'Importing…' : `Import ${entries(chosen)}`}
              </button>
              <button type="button" className={own.cancel} onClick={reset} disabled={step.importing}>
                Cancel
              </button>
            </div>
            <ImportPreviewTable preview={step.preview} skipped={step.skipped} onToggle={toggle} disabled={step.importing} />
          </div>
        ) : null}
        {step.kind === 'done' ? (
          <p role="status" className={own.result}>
            {resultText(step.result)}
          </p>
        ) : null}
      </FormSection>
      <FormSection title="Export Lists" description="Download your anime and manga lists, private entries and notes included.">
        <ul className={own.exports}>
          {EXPORTS.map((e) => (
            <li key={e.href}>
              <a className="button" href={e.href} download>
                {e.label}
              </a>
              <span className={styles.note}>{e.note}</span>
            </li>
          ))}
        </ul>
      </FormSection>
    </div>
  );
}

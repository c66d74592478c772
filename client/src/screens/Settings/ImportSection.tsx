import type { ImportPreview, ImportResult, ImportSource } from '@tsuzuki/events/listImport';
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

/** What each source's section says and takes. */
const SOURCES: Record<ImportSource, { title: string; description: string; label: string; accept: string }> = {
  MYANIMELIST: {
    title: 'Import from MyAnimeList',
    description:
      'On MyAnimeList, export your anime or manga list (it comes as a .xml.gz file), then choose it here. You see what matches the catalogue before anything changes; importing the same file again changes nothing.',
    label: 'MyAnimeList export file',
    accept: '.xml,.gz,application/xml,text/xml,application/gzip',
  },
  ANILIST: {
    title: 'Import from AniList',
    description:
      "Choose the JSON answer of AniList's MediaListCollection query for your anime, your manga or both (this site's AniList JSON export is one). Scores, custom lists, advanced scores, notes, private and hidden entries and dates come along; you see what matches before anything changes, and importing the same file again changes nothing.",
    label: 'AniList JSON file',
    accept: '.json,.gz,application/json,application/gzip',
  },
};

/** "Adds the custom lists Comfort, Dark and the advanced scoring names Art to your settings." */
function newOptionsText(preview: ImportPreview): string | null {
  const lists = preview.newListOptions.flatMap((o) => o.customLists);
  const names = preview.newListOptions.flatMap((o) => o.advancedScoring);
  const parts = [
    lists.length ? `the custom ${lists.length === 1 ? 'list' : 'lists'} ${lists.join(', ')}` : null,
    names.length ? `the advanced scoring ${names.length === 1 ? 'name' : 'names'} ${names.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? `Importing adds ${parts.join(' and ')} to your list settings.` : null;
}

/** One source's import: choose a file, see the preview, confirm (or leave entries out). */
export function ImportSection({ source }: { source: ImportSource }) {
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
    previewImport(file, source).then(
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
    confirmImport(step.file, source, step.preview.fileHash, [...step.skipped]).then(
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
  const about = SOURCES[source];
  const adds = step.kind === 'preview' ? newOptionsText(step.preview) : null;
  return (
    <FormSection title={about.title} description={about.description}>
      <label className={own.picker}>
        <span className={own.pickerLabel}>{about.label}</span>
        <input
          ref={input}
          type="file"
          accept={about.accept}
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
          {adds ? <p className={styles.note}>{adds}</p> : null}
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
  );
}

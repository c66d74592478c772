import { useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../../system/toasts.ts';
import formStyles from '../Form/Form.module.css';
import { fetchImage, imageTypeOf, INVALID_IMAGE, readFile, uploadImage, UPLOADING, type UploadKind } from './imageUpload.ts';
import styles from './ImageUpload.module.css';

interface Props {
  kind: UploadKind;
  label: string;
  current: string | null | undefined;
  /** Called after the server stored the image (the caller refetches what shows it). */
  onUploaded: () => void | Promise<void>;
}

/** Avatar or banner upload from a file or an image URL, checked as JPEG/PNG before it goes out (core §8). */
export function ImageUpload({ kind, label, current, onUploaded }: Props) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (load: () => Promise<Uint8Array>) => {
    if (busy) return;
    setBusy(true);
    try {
      const bytes = await load();
      const type = imageTypeOf(bytes);
      if (!type) throw new Error(INVALID_IMAGE);
      showToast(UPLOADING);
      await uploadImage(kind, bytes, type);
      await onUploaded();
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : INVALID_IMAGE, { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(() => readFile(file));
  };
  const onUrl = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) void send(() => fetchImage(url.trim()));
  };

  return (
    <div className={styles.upload} data-kind={kind}>
      <div className={styles.preview}>{current ? <img src={current} alt={`Current ${kind}`} /> : null}</div>
      <div className={styles.controls}>
        <label className={`${formStyles.secondaryButton} ${styles.fileButton}`} aria-disabled={busy}>
          {label}
          <input type="file" accept="image/png,image/jpeg" onChange={onFile} disabled={busy} className="visually-hidden" />
        </label>
        <form className={formStyles.row} onSubmit={onUrl}>
          <input
            className={formStyles.input}
            type="url"
            placeholder="or paste an image URL"
            aria-label={`${label} from URL`}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <button type="submit" className={formStyles.secondaryButton} disabled={busy || !url.trim()}>
            Upload
          </button>
        </form>
      </div>
    </div>
  );
}

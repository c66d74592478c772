import { CloseIcon } from '../icons.tsx';
import { closeListEditor } from './listEditorStore.ts';
import styles from './ListEditor.module.css';

interface Props {
  title: string;
  cover: string | null;
  color: string | null;
  banner: string | null;
  locked: boolean;
  busy: boolean;
  onSave: () => void;
}

/** Banner, cover and title of the media, with Save and the close button. */
export function EditorHeader({ title, cover, color, banner, locked, busy, onSave }: Props) {
  return (
    <header className={styles.header} style={color ? ({ '--media-color': color } as React.CSSProperties) : undefined}>
      {banner ? <img className={styles.banner} src={banner} alt="" /> : <div className={styles.banner} />}
      <div className={styles.headerShade} />
      <button type="button" className={styles.close} aria-label="Close list editor" onClick={closeListEditor}>
        <CloseIcon size={20} />
      </button>
      <div className={styles.headerContent}>
        {cover ? <img className={styles.cover} src={cover} alt="" /> : <div className={styles.cover} />}
        <h2 id="list-editor-title" className={styles.title}>
          {title}
          {locked ? <span className={styles.locked}> (Locked)</span> : null}
        </h2>
        {locked ? null : (
          <button type="button" className={`button ${styles.save}`} disabled={busy} onClick={onSave}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        )}
      </div>
    </header>
  );
}

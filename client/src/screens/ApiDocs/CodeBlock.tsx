import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import styles from './ApiDocs.module.css';

/** A block of code or an answer, with a copy button; `label` names it for the button ("Copy token exchange"). */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className={styles.codeBlock}>
      <pre className={styles.pre}>
        <code>{code}</code>
      </pre>
      <div className={styles.codeCopy}>
        <CopyButton value={code} what={label} />
      </div>
    </div>
  );
}

import { FormSection } from '../../components/Form/FormSection.tsx';
import styles from './Settings.module.css';

interface Props {
  title: string;
  text: string;
}

/** The settings screens whose features come later (import, apps, developer, client, name-clear): what will be here. */
export function SettingsInfo({ title, text }: Props) {
  return (
    <div>
      <h1 className={styles.title}>{title}</h1>
      <FormSection title={title}>
        <p className={styles.note}>{text}</p>
      </FormSection>
    </div>
  );
}

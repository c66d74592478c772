import { EXPORT_PATH } from '@tsuzuki/events/listImport';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { ImportSection } from './ImportSection.tsx';
import styles from './Settings.module.css';
import own from './SettingsImport.module.css';

const EXPORTS = [
  { label: 'JSON', href: `${EXPORT_PATH}/json`, note: 'Everything: lists, rewatch history, favourites and list activity.' },
  { label: 'CSV', href: `${EXPORT_PATH}/csv`, note: 'One row per list entry, for spreadsheets.' },
  {
    label: 'MyAnimeList XML (anime)',
    href: `${EXPORT_PATH}/mal?type=ANIME`,
    note: 'Your anime list, for MyAnimeList and the sites that import its files.',
  },
  { label: 'MyAnimeList XML (manga)', href: `${EXPORT_PATH}/mal?type=MANGA`, note: 'Your manga list, in the same format.' },
  {
    label: 'AniList JSON',
    href: `${EXPORT_PATH}/anilist`,
    note: "Both lists as AniList's API answers them, every field kept: this site's import (or another account's) takes it back as it was.",
  },
] as const;

/** /settings/import: import a MyAnimeList or AniList export (preview, then confirm) and download one's own lists. */
export function SettingsImport() {
  return (
    <div>
      <h1 className={styles.title}>Import Lists</h1>
      <ImportSection source="MYANIMELIST" />
      <ImportSection source="ANILIST" />
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

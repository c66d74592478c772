import type { ReactNode } from 'react';
import {
  ANIME_FORMATS,
  COUNTRIES,
  EXTERNAL_LINK_TYPES,
  MANGA_FORMATS,
  MEDIA_SEASONS,
  MEDIA_SOURCES,
  MEDIA_STATUSES,
} from '@tsuzuki/events/catalogue/vocabulary';
import { FormSection } from '../../components/Form/FormSection.tsx';
import formStyles from '../../components/Form/Form.module.css';
import { countryLabel, formatLabel, sourceLabel, statusLabel, titleCase } from '../../format/labels.ts';
import type { MediaForm, MediaTypeName } from './editRules.ts';
import type { DateDraft, LinkDraft, MediaDraft } from './mediaDraft.ts';
import styles from './Edit.module.css';

interface Props {
  form: Exclude<MediaForm, 'history' | 'submission'>;
  type: MediaTypeName;
  draft: MediaDraft;
  onChange: (draft: MediaDraft) => void;
  genres: readonly string[];
}

const options = (values: readonly string[], label: (v: string) => string) => [
  { value: '', label: '—' },
  ...values.map((value) => ({ value, label: label(value) })),
];

function Text({
  label,
  value,
  onChange,
  required,
  multiline,
  className,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  required?: boolean;
  multiline?: boolean;
  className?: string;
  inputMode?: 'numeric' | 'url';
}) {
  return (
    <label className={`${formStyles.field} ${className ?? ''}`}>
      <span className={formStyles.label}>{label}</span>
      {multiline ? (
        <textarea className={formStyles.input} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          className={formStyles.input}
          value={value}
          required={required}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </label>
  );
}

function Select({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <label className={formStyles.field}>
      <span className={formStyles.label}>{label}</span>
      <select className={formStyles.input} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function DateFields({ label, value, onChange }: { label: string; value: DateDraft; onChange: (d: DateDraft) => void }) {
  const part = (key: keyof DateDraft, name: string) => (
    <Text
      label={`${label} ${name}`}
      className={styles.small}
      inputMode="numeric"
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
    />
  );
  return (
    <div className={styles.row}>
      {part('year', 'year')}
      {part('month', 'month')}
      {part('day', 'day')}
    </div>
  );
}

function Links({ links, onChange }: { links: LinkDraft[]; onChange: (links: LinkDraft[]) => void }) {
  const set = (i: number, link: Partial<LinkDraft>) => onChange(links.map((l, k) => (k === i ? { ...l, ...link } : l)));
  return (
    <div className={styles.links}>
      {links.map((link, i) => (
        <div key={link.id ?? `new-${i}`} className={styles.link} role="group" aria-label={`Link ${i + 1}`}>
          <Text label="Site" value={link.site} onChange={(site) => set(i, { site })} />
          <Text label="URL" inputMode="url" value={link.url} onChange={(url) => set(i, { url })} />
          <Select
            label="Type"
            value={link.type}
            choices={EXTERNAL_LINK_TYPES.map((t) => ({ value: t, label: titleCase(t) }))}
            onChange={(type) => set(i, { type })}
          />
          <Text label="Language" value={link.language} onChange={(language) => set(i, { language })} />
          <button type="button" className={styles.secondary} onClick={() => onChange(links.filter((_, k) => k !== i))}>
            Remove
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onChange([...links, { id: null, site: '', url: '', type: 'INFO', language: '' }])}
        >
          Add link
        </button>
      </div>
    </div>
  );
}

/** The fields of one form of the media edit page (social §2); the draft is the page's, so tabs keep their edits. */
export function MediaEditForm({ form, type, draft, onChange, genres }: Props) {
  const set =
    <K extends keyof MediaDraft>(key: K) =>
    (value: MediaDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const anime = type === 'ANIME';
  let body: ReactNode;
  if (form === 'description') {
    body = (
      <FormSection title="Description">
        <Text label="Description" multiline value={draft.description} onChange={set('description')} />
      </FormSection>
    );
  } else if (form === 'images') {
    body = (
      <FormSection title="Images" description="Links to the cover and the banner (http or https).">
        <Text label="Cover image URL" inputMode="url" value={draft.coverImage} onChange={set('coverImage')} />
        {draft.coverImage ? <img className={styles.preview} src={draft.coverImage} alt="Cover preview" /> : null}
        <Text label="Banner image URL" inputMode="url" value={draft.bannerImage} onChange={set('bannerImage')} />
      </FormSection>
    );
  } else if (form === 'links') {
    body = (
      <FormSection title="External links">
        <Links links={draft.externalLinks} onChange={set('externalLinks')} />
      </FormSection>
    );
  } else {
    body = (
      <>
        <FormSection title="Titles">
          <Text label="Romaji title" required value={draft.romaji} onChange={set('romaji')} />
          <Text label="English title" value={draft.english} onChange={set('english')} />
          <Text label="Native title" value={draft.native} onChange={set('native')} />
          <Text label="Synonyms (one per line)" multiline value={draft.synonyms} onChange={set('synonyms')} />
        </FormSection>
        <FormSection title="Data">
          <div className={styles.row}>
            <Select
              label="Format"
              value={draft.format}
              choices={options(anime ? ANIME_FORMATS : MANGA_FORMATS, (f) => formatLabel(f))}
              onChange={set('format')}
            />
            <Select label="Status" value={draft.status} choices={options(MEDIA_STATUSES, statusLabel)} onChange={set('status')} />
          </div>
          <div className={styles.row}>
            <Select label="Source" value={draft.source} choices={options(MEDIA_SOURCES, sourceLabel)} onChange={set('source')} />
            <Select
              label="Country"
              value={draft.countryOfOrigin}
              choices={options(COUNTRIES, countryLabel)}
              onChange={set('countryOfOrigin')}
            />
          </div>
          <div className={styles.row}>
            {anime ? (
              <>
                <Text label="Episodes" inputMode="numeric" value={draft.episodes} onChange={set('episodes')} />
                <Text label="Episode duration (minutes)" inputMode="numeric" value={draft.duration} onChange={set('duration')} />
              </>
            ) : (
              <>
                <Text label="Chapters" inputMode="numeric" value={draft.chapters} onChange={set('chapters')} />
                <Text label="Volumes" inputMode="numeric" value={draft.volumes} onChange={set('volumes')} />
              </>
            )}
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.isAdult} onChange={(e) => set('isAdult')(e.target.checked)} /> Adult (18+)
          </label>
          <Text label="Hashtag" value={draft.hashtag} onChange={set('hashtag')} />
        </FormSection>
        <FormSection title="Dates">
          <DateFields label="Start" value={draft.startDate} onChange={set('startDate')} />
          <DateFields label="End" value={draft.endDate} onChange={set('endDate')} />
          {anime ? (
            <div className={styles.row}>
              <Select label="Season" value={draft.season} choices={options(MEDIA_SEASONS, titleCase)} onChange={set('season')} />
              <Text label="Season year" inputMode="numeric" value={draft.seasonYear} onChange={set('seasonYear')} />
            </div>
          ) : null}
        </FormSection>
        <FormSection title="Genres">
          <div className={styles.genres} role="group" aria-label="Genres">
            {genres.map((genre) => (
              <label key={genre} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.genres.includes(genre)}
                  onChange={(e) => set('genres')(e.target.checked ? [...draft.genres, genre] : draft.genres.filter((g) => g !== genre))}
                />
                {genre}
              </label>
            ))}
          </div>
        </FormSection>
      </>
    );
  }
  return <div>{body}</div>;
}

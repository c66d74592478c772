import type { Dispatch } from 'react';
import { dateMode } from '@tsuzuki/events/lists/statusRules';
import { DateField } from './DateField.tsx';
import { NumberField } from './NumberField.tsx';
import { ScoreInput } from './ScoreInput.tsx';
import type { EditorContext, EntryFormAction, EntryValues, SaveRequest } from './rules/entryForm.ts';
import { clampCount } from './rules/progress.ts';
import { LIST_STATUSES, listStatusLabel, type ListStatus } from './rules/statusLabels.ts';
import styles from './ListEditor.module.css';

interface Props {
  ctx: EditorContext;
  values: EntryValues;
  problems: SaveRequest['problems'];
  dispatch: Dispatch<EntryFormAction>;
}

/** Status, score, progress, dates, repeat count and notes (core §5 bounds). */
export function EditorFields({ ctx, values, problems, dispatch }: Props) {
  const manga = ctx.mediaType === 'MANGA';
  const rewatch = dateMode(ctx.saved?.status ?? null, values.status) === 'rewatch';
  const again = manga ? 'Reread' : 'Rewatch';
  return (
    <div className={styles.fields}>
      <label className={styles.field}>
        <span className={styles.label}>Status</span>
        <select
          className={styles.input}
          value={values.status}
          onChange={(event) => dispatch({ type: 'status', status: event.target.value as ListStatus })}
        >
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {listStatusLabel(status, ctx.mediaType)}
            </option>
          ))}
        </select>
      </label>
      <ScoreInput format={ctx.scoreFormat} value={values.score} onChange={(value) => dispatch({ type: 'field', field: 'score', value })} />
      <NumberField
        label={manga ? 'Chapter Progress' : 'Episode Progress'}
        value={values.progress}
        max={ctx.maxProgress}
        clamp={(value) => clampCount(value, ctx.maxProgress)}
        onChange={(value) => dispatch({ type: 'field', field: 'progress', value })}
      />
      {manga ? (
        <NumberField
          label="Volume Progress"
          value={values.progressVolumes}
          max={ctx.maxVolumes}
          clamp={(value) => clampCount(value, ctx.maxVolumes)}
          onChange={(value) => dispatch({ type: 'field', field: 'progressVolumes', value })}
        />
      ) : null}
      {rewatch ? (
        <>
          <DateField
            label={`${again} Start Date`}
            value={values.rewatchStartedAt}
            problem={problems.startedAt}
            onChange={(value) => dispatch({ type: 'field', field: 'rewatchStartedAt', value })}
          />
          {values.status === 'COMPLETED' ? (
            <DateField
              label={`${again} Finish Date`}
              value={values.rewatchCompletedAt}
              problem={problems.completedAt}
              onChange={(value) => dispatch({ type: 'field', field: 'rewatchCompletedAt', value })}
            />
          ) : null}
        </>
      ) : (
        <>
          <DateField
            label="Start Date"
            value={values.startedAt}
            problem={problems.startedAt}
            onChange={(value) => dispatch({ type: 'field', field: 'startedAt', value })}
          />
          <DateField
            label="Finish Date"
            value={values.completedAt}
            problem={problems.completedAt}
            onChange={(value) => dispatch({ type: 'field', field: 'completedAt', value })}
          />
        </>
      )}
      <NumberField
        label={manga ? 'Total Rereads' : 'Total Rewatches'}
        value={values.repeat}
        max={null}
        clamp={(value) => clampCount(value, null)}
        onChange={(value) => dispatch({ type: 'field', field: 'repeat', value })}
      />
      <label className={`${styles.field} ${styles.wide}`}>
        <span className={styles.label}>Notes</span>
        <textarea
          className={`${styles.input} ${styles.notes}`}
          value={values.notes}
          maxLength={2000}
          rows={3}
          onChange={(event) => dispatch({ type: 'field', field: 'notes', value: event.target.value })}
        />
      </label>
    </div>
  );
}

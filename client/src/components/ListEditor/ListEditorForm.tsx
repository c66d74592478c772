import { useReducer, useState, type RefObject } from 'react';
import { useDeleteListEntry } from '../../mutations/deleteListEntry.ts';
import { useSaveListEntry } from '../../mutations/saveListEntry.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { AdvancedScores } from './AdvancedScores.tsx';
import type { ListEditorData_media$key } from './__generated__/ListEditorData_media.graphql';
import type { ListEditorData_viewer$key } from './__generated__/ListEditorData_viewer.graphql';
import { EditorFields } from './EditorFields.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { EditorOptions } from './EditorOptions.tsx';
import { useEditorContext } from './ListEditorData.ts';
import { closeListEditor, openListEditor } from './listEditorStore.ts';
import { RewatchHistory } from './RewatchHistory.tsx';
import { entryFormReducer, initialForm, saveRequest, type SaveRequest } from './rules/entryForm.ts';
import { DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TITLE, LIST_ENTRY_DELETED, listEntryUpdatedToast } from './rules/quickActions.ts';
import styles from './ListEditor.module.css';

interface Props {
  media: ListEditorData_media$key;
  viewer: ListEditorData_viewer$key;
  panel: RefObject<HTMLDivElement | null>;
}

/** The editor's form: every field of the entry, Save (only the changes) and Delete (after a confirmation). */
export function ListEditorForm({ media: mediaKey, viewer, panel }: Props) {
  const { media, ctx } = useEditorContext(mediaKey, viewer);
  const [form, dispatch] = useReducer(entryFormReducer(ctx), ctx, initialForm);
  const [problems, setProblems] = useState<SaveRequest['problems']>({});
  const [saveListEntry, saving] = useSaveListEntry();
  const [deleteListEntry, deleting] = useDeleteListEntry();
  const busy = saving || deleting;
  // The server refused the save (409): the entry changed elsewhere since this form was filled (basedOnRevision).
  const [conflict, setConflict] = useState<string | null>(null);
  const title = media.title?.userPreferred ?? '';
  const entry = media.mediaListEntry;
  const locked = media.isLocked === true;

  const save = () => {
    const request = saveRequest(ctx, form.values);
    setProblems(request.problems);
    if (Object.keys(request.problems).length > 0) return;
    saveListEntry(request.changes, {
      onCompleted: (saved) => {
        showToast(listEntryUpdatedToast(saved.media?.title?.userPreferred ?? title), { kind: 'success' });
        closeListEditor();
      },
      onError: (error) => {
        // The form keeps what the member typed; the notice offers the entry as it is now.
        if (error instanceof GraphQLRequestError && error.status === 409) setConflict(error.message);
        toastError(error);
      },
    });
  };

  const remove = async () => {
    if (!entry) return;
    if (!(await showConfirm(DELETE_CONFIRM_TITLE, DELETE_CONFIRM_TEXT, 'Delete'))) return;
    deleteListEntry(entry.id, media.id, {
      onCompleted: () => {
        showToast(LIST_ENTRY_DELETED, { kind: 'success' });
        closeListEditor();
      },
      onError: toastError,
    });
  };

  return (
    <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="list-editor-title">
      <EditorHeader
        title={title}
        cover={media.coverImage?.large ?? null}
        color={media.coverImage?.color ?? null}
        banner={media.bannerImage ?? null}
        locked={locked}
        busy={busy}
        onSave={save}
      />
      {conflict ? (
        <div className={styles.conflict} role="alert">
          <span>{conflict}</span>
          {/* Opening the editor again loads the entry's latest revision. */}
          <button type="button" className={styles.conflictReload} onClick={() => openListEditor(media.id)}>
            Reload
          </button>
        </div>
      ) : null}
      <form
        className={styles.body}
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) save();
        }}
      >
        <fieldset className={styles.main} disabled={locked || busy}>
          <EditorFields ctx={ctx} values={form.values} problems={problems} dispatch={dispatch} />
          {ctx.advancedLabels.length > 0 ? (
            <AdvancedScores labels={ctx.advancedLabels} scores={form.values.advancedScores} dispatch={dispatch} />
          ) : null}
          {entry ? <RewatchHistory entry={entry} type={ctx.mediaType} scoreFormat={ctx.scoreFormat} /> : null}
        </fieldset>
        <fieldset className={styles.side} disabled={locked || busy}>
          <EditorOptions names={ctx.customListNames} values={form.values} dispatch={dispatch} />
          {entry ? (
            <button type="button" className={styles.delete} onClick={() => void remove()}>
              Delete
            </button>
          ) : null}
        </fieldset>
        {/* Enter in a field saves, as the Save button does. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </form>
    </div>
  );
}

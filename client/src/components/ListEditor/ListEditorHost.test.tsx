import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { answer, fail, isPending, pendingOperation, type MockResolvers } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { logIn } from '../../test/viewer.ts';
import { ListEditorHost } from './ListEditorHost.tsx';
import { openListEditor } from './listEditorStore.ts';

// The list editor overlay (core §5): its controls, the automatic rules, Save and Delete, the conflict notice (409)
// and the focus it keeps inside.

interface Options {
  entry?: Record<string, unknown> | null;
  scoreFormat?: string;
  advanced?: readonly string[];
  customLists?: readonly string[];
}

function editorData({ entry = null, scoreFormat = 'POINT_10', advanced = [], customLists = [] }: Options = {}): MockResolvers {
  const list = { customLists, advancedScoring: advanced, advancedScoringEnabled: advanced.length > 0 };
  return {
    Media: () => ({
      id: 7,
      type: 'ANIME',
      status: 'FINISHED',
      episodes: 12,
      chapters: null,
      volumes: null,
      isLocked: false,
      title: { userPreferred: 'Frieren' },
      coverImage: { large: null, color: null },
      bannerImage: null,
      mediaListEntry: entry,
    }),
    User: () => ({ id: 1, mediaListOptions: { scoreFormat, animeList: list, mangaList: list } }),
  };
}

const savedEntry = {
  id: 40,
  status: 'CURRENT',
  scoreRaw: 0,
  progress: 3,
  progressVolumes: 0,
  repeat: 0,
  private: false,
  notes: '',
  hiddenFromStatusLists: false,
  customLists: [],
  advancedScores: null,
  revision: 3,
  startedAt: { year: 2024, month: 1, day: 5 },
  completedAt: { year: null, month: null, day: null },
  rewatchStartedAt: null,
  rewatches: [],
};

async function openEditor(options?: Options) {
  const site = renderWithSite(<ListEditorHost />);
  await logIn();
  act(() => openListEditor(7));
  await answer('ListEditorQuery', editorData(options));
  const dialog = await screen.findByRole('dialog', { name: 'Frieren' });
  return { ...site, dialog };
}

describe('ListEditorHost', () => {
  it('fills the finish date and the progress when Completed is chosen, and saves only what changed', async () => {
    const { user, dialog } = await openEditor();
    expect(within(dialog).getByLabelText('Finish Date')).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Completed');
    expect(within(dialog).getByLabelText('Episode Progress')).toHaveValue(12);
    expect(within(dialog).getByLabelText('Finish Date')).toHaveDisplayValue(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const save = await pendingOperation('saveListEntryMutation');
    expect(save.request.variables).toMatchObject({ mediaId: 7, status: 'COMPLETED', progress: 12 });
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await answer('saveListEntryMutation', {
      MediaList: () => ({ id: 41, mediaId: 7, media: { id: 7, title: { userPreferred: 'Frieren' } } }),
    });
    expect(await screen.findByText('Frieren list entry updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Frieren' })).not.toBeInTheDocument();
  });

  it('says when a date is not yyyy-MM-dd and sends nothing', async () => {
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText('Start Date'), '5 March');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Use the format yyyy-MM-dd.');
    expect(within(dialog).getByLabelText('Start Date')).toHaveAttribute('aria-invalid', 'true');
    expect(isPending('saveListEntryMutation')).toBe(false);
  });

  it('shows the conflict notice with a Reload when the entry changed elsewhere (409), keeping what was typed', async () => {
    const { user, dialog } = await openEditor({ entry: savedEntry });
    const progress = within(dialog).getByLabelText('Episode Progress');
    expect(progress).toHaveValue(3);
    await user.clear(progress);
    await user.type(progress, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const save = await pendingOperation('saveListEntryMutation');
    expect(save.request.variables).toMatchObject({ id: null, mediaId: 7, progress: 5, basedOnRevision: 3 });
    await fail('saveListEntryMutation', new GraphQLRequestError('This list entry was changed elsewhere.', 409));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('This list entry was changed elsewhere.');
    expect(within(dialog).getByLabelText('Episode Progress')).toHaveValue(5);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    // Opening again asks for the entry as it is now.
    await answer('ListEditorQuery', editorData({ entry: { ...savedEntry, progress: 6, revision: 4 } }));
    expect(await screen.findByLabelText('Episode Progress')).toHaveValue(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('averages the advanced scores into the score', async () => {
    const { user, dialog } = await openEditor({ advanced: ['Story', 'Art'], scoreFormat: 'POINT_100' });
    const section = within(dialog).getByRole('region', { name: 'Advanced Scores' });
    await user.type(within(section).getByLabelText('Story'), '80');
    await user.type(within(section).getByLabelText('Art'), '60');
    expect(within(dialog).getByLabelText('Score')).toHaveValue(70);
  });

  it('lists the custom lists and the privacy options as checkboxes', async () => {
    const { user, dialog } = await openEditor({ customLists: ['Comfy', 'Rewatch later'] });
    const lists = within(dialog).getByRole('group', { name: 'Custom Lists' });
    await user.click(within(lists).getByRole('checkbox', { name: 'Comfy' }));
    expect(within(lists).getByRole('checkbox', { name: 'Comfy' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Private' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Hide from status lists' })).toBeInTheDocument();
  });

  it('deletes the entry only after the confirmation', async () => {
    const { user, dialog } = await openEditor({ entry: savedEntry });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this list entry?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await answer('deleteListEntryMutation', { Deleted: () => ({ deleted: true }) });
    expect(await screen.findByText('List entry deleted')).toBeInTheDocument();
  });

  it('keeps Tab inside the editor and closes on Escape', async () => {
    const { user, dialog } = await openEditor();
    const close = within(dialog).getByRole('button', { name: 'Close list editor' });
    const hide = within(dialog).getByRole('checkbox', { name: 'Hide from status lists' });
    hide.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(hide).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Frieren' })).not.toBeInTheDocument());
  });
});

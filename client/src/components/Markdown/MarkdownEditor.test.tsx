import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { MarkdownEditor } from './MarkdownEditor.tsx';

function Editor({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <MarkdownEditor value={text} onChange={setText} placeholder="Write a status..." label="Status">
      <button type="button">Post</button>
    </MarkdownEditor>
  );
}

describe('MarkdownEditor', () => {
  it('opens the toolbar and the Preview toggle on focus, and closes again when left empty', async () => {
    const { user } = renderWithSite(
      <>
        <Editor />
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
  });

  it('wraps the selection in bold markers from the toolbar', async () => {
    const { user } = renderWithSite(<Editor />);
    const field = screen.getByRole('textbox', { name: 'Status' });
    await user.click(field);
    await user.type(field, 'so good');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(field).toHaveValue('so good**bold text**');
  });

  it('previews the text as it will be shown, and says when there is nothing to preview', async () => {
    const { user } = renderWithSite(<Editor />);
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Status' }), '**Frieren** is _great_');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByText('Frieren').tagName).toBe('STRONG');
    expect(within(preview).getByText('great').tagName).toBe('EM');
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('asks for a link URL, refuses a bad one with the rule, and inserts a good one', async () => {
    const { user } = renderWithSite(<Editor />);
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const prompt = await screen.findByRole('dialog', { name: 'Insert link' });
    await user.type(within(prompt).getByLabelText('Link URL'), 'not a url');
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(within(prompt).getByRole('alert')).not.toBeEmptyDOMElement();
    await user.clear(within(prompt).getByLabelText('Link URL'));
    await user.type(within(prompt).getByLabelText('Link URL'), 'https://example.org/page');
    await user.click(within(prompt).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Insert link' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('[link](https://example.org/page)');
  });
});

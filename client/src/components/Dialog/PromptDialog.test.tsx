import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { PromptDialog } from './PromptDialog.tsx';

const needsHttps = (value: string) => (value.trim().startsWith('https://') ? null : 'Enter an https:// address.');

describe('PromptDialog', () => {
  it('shows the rule instead of closing when the value fails it, and answers the trimmed value when it passes', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWithSite(<PromptDialog title="Insert image" label="Image URL" validate={needsHttps} onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'Insert image' });
    const field = screen.getByLabelText('Image URL');
    expect(field).toHaveFocus();
    await user.type(field, 'ftp://x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an https:// address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAnswer).not.toHaveBeenCalled();
    await user.clear(field);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(field, ' https://example.org/a.png ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onAnswer).toHaveBeenCalledWith('https://example.org/a.png');
    expect(dialog).toBeInTheDocument();
  });

  it('answers null on Cancel and on Escape', async () => {
    const onAnswer = vi.fn();
    const { user } = renderWithSite(<PromptDialog title="Insert link" label="Link URL" validate={needsHttps} onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenLastCalledWith(null);
    fireEvent(screen.getByRole('dialog', { name: 'Insert link' }), new Event('cancel', { cancelable: true }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });
});

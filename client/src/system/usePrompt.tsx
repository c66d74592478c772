import { useCallback, useState, type ReactNode } from 'react';
import { PromptDialog } from '../components/Dialog/PromptDialog.tsx';

export interface PromptRequest {
  readonly title: string;
  readonly label: string;
  /** The rule's message when the value cannot be taken, null when it can. */
  readonly validate: (value: string) => string | null;
  /** The confirming button: OK unless told (reports read Submit, social §5). */
  readonly submitLabel?: string;
  /** A text area for a sentence or two (a report's reason) instead of one line. */
  readonly multiline?: boolean;
  readonly maxLength?: number;
}

interface OpenPrompt extends PromptRequest {
  readonly resolve: (value: string | null) => void;
}

/**
 * Asks for a value through a PromptDialog and answers through a promise, as system/dialogs.ts does for alerts and
 * confirmations: the value, or null when cancelled. The dialog is the caller's to render: it may have to sit inside
 * the caller's own markup (an editor in a form), which a global host could not.
 */
export function usePrompt(): { prompt: (request: PromptRequest) => Promise<string | null>; dialog: ReactNode } {
  const [open, setOpen] = useState<OpenPrompt | null>(null);
  const prompt = useCallback((request: PromptRequest) => new Promise<string | null>((resolve) => setOpen({ ...request, resolve })), []);
  const dialog = open ? (
    <PromptDialog
      title={open.title}
      label={open.label}
      validate={open.validate}
      submitLabel={open.submitLabel}
      multiline={open.multiline}
      maxLength={open.maxLength}
      onAnswer={(value) => {
        setOpen(null);
        open.resolve(value);
      }}
    />
  ) : null;
  return { prompt, dialog };
}

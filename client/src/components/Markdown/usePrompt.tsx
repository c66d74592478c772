import { useCallback, useState, type ReactNode } from 'react';
import { PromptDialog } from './PromptDialog.tsx';

export interface PromptRequest {
  readonly title: string;
  readonly label: string;
  readonly validate: (value: string) => string | null;
}

interface OpenPrompt extends PromptRequest {
  readonly resolve: (value: string | null) => void;
}

/**
 * Asks for a value through a PromptDialog and answers through a promise, as system/dialogs.ts does for alerts and
 * confirmations: the value, or null when cancelled. The dialog is the caller's to render.
 */
export function usePrompt(): { prompt: (request: PromptRequest) => Promise<string | null>; dialog: ReactNode } {
  const [open, setOpen] = useState<OpenPrompt | null>(null);
  const prompt = useCallback(
    (request: PromptRequest) => new Promise<string | null>((resolve) => setOpen({ ...request, resolve })),
    [],
  );
  const dialog = open ? (
    <PromptDialog
      title={open.title}
      label={open.label}
      validate={open.validate}
      onAnswer={(value) => {
        setOpen(null);
        open.resolve(value);
      }}
    />
  ) : null;
  return { prompt, dialog };
}

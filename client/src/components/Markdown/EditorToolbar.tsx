import type { ReactNode } from 'react';
import { prefixLines, wrapCode, wrapSelection, type TextSelection, type UrlPromptKind } from './editorActions.ts';
import styles from './MarkdownEditor.module.css';

type ToolbarAction = { readonly label: string; readonly glyph: ReactNode } & (
  { readonly edit: (sel: TextSelection) => TextSelection } | { readonly prompt: UrlPromptKind } | { readonly upload: true }
);

const ACTIONS: readonly ToolbarAction[] = [
  { label: 'Bold', glyph: <b>B</b>, edit: (sel) => wrapSelection(sel, '**', '**', 'bold text') },
  { label: 'Italic', glyph: <i>I</i>, edit: (sel) => wrapSelection(sel, '_', '_', 'italic text') },
  { label: 'Strikethrough', glyph: <s>S</s>, edit: (sel) => wrapSelection(sel, '~~', '~~', 'struck text') },
  { label: 'Spoiler', glyph: '~!', edit: (sel) => wrapSelection(sel, '~!', '!~', 'spoiler') },
  { label: 'Link', glyph: 'Link', prompt: 'link' },
  { label: 'Image', glyph: 'Img', prompt: 'image' },
  { label: 'Upload image', glyph: '⇪', upload: true },
  { label: 'YouTube video', glyph: 'YT', prompt: 'youtube' },
  { label: 'Video', glyph: 'Vid', prompt: 'video' },
  { label: 'Center', glyph: '≡', edit: (sel) => wrapSelection(sel, '+++', '+++', 'centered text') },
  { label: 'Quote', glyph: '❝', edit: (sel) => prefixLines(sel, '> ') },
  { label: 'Code', glyph: '</>', edit: wrapCode },
  { label: 'Heading', glyph: 'H', edit: (sel) => prefixLines(sel, '# ') },
  { label: 'List', glyph: '•', edit: (sel) => prefixLines(sel, '- ') },
];

interface Props {
  disabled: boolean;
  onEdit: (edit: (sel: TextSelection) => TextSelection) => void;
  onPrompt: (kind: UrlPromptKind) => void;
  onUpload: () => void;
}

/**
 * The formatting buttons above the editor's text (core §5); link, image, YouTube and video ask for a URL, and
 * Upload image for the address of an image to store on the site.
 */
export function EditorToolbar({ disabled, onEdit, onPrompt, onUpload }: Props) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {ACTIONS.map((action) => (
        <button
          key={action.label}
          type="button"
          className={styles.tool}
          aria-label={action.label}
          title={action.label}
          disabled={disabled}
          // Keeps the textarea's focus and selection: the action works on what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => ('edit' in action ? onEdit(action.edit) : 'prompt' in action ? onPrompt(action.prompt) : onUpload())}
        >
          {action.glyph}
        </button>
      ))}
    </div>
  );
}

import { parsePreviewSize, PREVIEW_SIZE_KEY, type PreviewSize } from './listPreviewRules.ts';

/** The list preview size chosen on this device (core §2: remembered locally). */
export function storedPreviewSize(): PreviewSize {
  try {
    return parsePreviewSize(localStorage.getItem(PREVIEW_SIZE_KEY));
  } catch {
    return 'small';
  }
}

export function storePreviewSize(size: PreviewSize): void {
  try {
    localStorage.setItem(PREVIEW_SIZE_KEY, size);
  } catch {
    // Not remembered; still shown.
  }
}

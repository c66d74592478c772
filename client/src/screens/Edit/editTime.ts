/** When an edit or submission happened, as a short absolute date and time in the viewer's locale. */
export function editTime(seconds: number | null | undefined): string {
  if (!seconds) return '';
  return new Date(seconds * 1000).toLocaleString('en', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

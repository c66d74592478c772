import { EmptyPreview } from '../overview/EmptyPreview.tsx';

/** Reviews sub-page. Reviews cannot be written yet (social issue), so the tab is hidden and this is its empty state. */
export function MediaReviews() {
  return <EmptyPreview title="Reviews" text="No reviews yet." />;
}

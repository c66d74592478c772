import { useOutletContext } from 'react-router-dom';
import type { MediaPageQuery$data } from './__generated__/MediaPageQuery.graphql';

/** Sub-pages without a query of their own read the parent route's media through the outlet context. */
export interface MediaOutlet {
  readonly media: NonNullable<MediaPageQuery$data['Media']>;
}

export const useMediaOutlet = (): MediaOutlet => useOutletContext<MediaOutlet>();

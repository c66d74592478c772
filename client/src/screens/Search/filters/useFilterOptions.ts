import { useEffect, useState } from 'react';
import { fetchQuery } from 'react-relay';
import { environment } from '../../../system/relayEnvironment.ts';
import { notNull } from '../../../system/notNull.ts';
import type { FilterOptionsQuery } from './__generated__/FilterOptionsQuery.graphql';
import { filterOptionsQuery } from './FilterOptionsQuery.ts';

export interface FilterOptions {
  readonly tags: string[];
  readonly sites: string[];
}

const EMPTY: FilterOptions = { tags: [], sites: [] };

/**
 * Tag names and streaming/reading sites for the filters. Fetched beside the filters rather than suspending them,
 * so an open dropdown is not replaced when the options arrive.
 */
export function useFilterOptions(type: 'anime' | 'manga', adult: boolean): FilterOptions {
  const [options, setOptions] = useState<FilterOptions>(EMPTY);
  useEffect(() => {
    const subscription = fetchQuery<FilterOptionsQuery>(
      environment,
      filterOptionsQuery,
      { linkType: type === 'anime' ? 'ANIME' : 'MANGA' },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => {
        const tags = (data.MediaTagCollection ?? [])
          .filter(notNull)
          .filter((tag) => adult || !tag.isAdult)
          .map((tag) => tag.name);
        const sites = [
          ...new Set(
            (data.ExternalLinkSourceCollection ?? [])
              .filter(notNull)
              .map((link) => link.site)
              .filter(notNull),
          ),
        ];
        setOptions({ tags, sites });
      },
      error: () => setOptions(EMPTY),
    });
    return () => subscription.unsubscribe();
  }, [type, adult]);
  return options;
}

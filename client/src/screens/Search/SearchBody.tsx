import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import type { SearchMediaQuery } from './__generated__/SearchMediaQuery.graphql';
import type { SearchOthersQuery } from './__generated__/SearchOthersQuery.graphql';
import type { SearchLandingQuery } from './__generated__/SearchLandingQuery.graphql';
import { searchLandingQuery, searchMediaQuery, searchOthersQuery, type SearchLoaderData } from './SearchQuery.ts';
import { MediaSearchResults } from './media/MediaSearchResults.tsx';
import type { SearchView } from './media/searchView.ts';
import { CharacterResults, StaffResults, StudioResults } from './others/OtherResults.tsx';
import { UserResults } from './others/UserResults.tsx';
import { AnimeLanding, MangaLanding } from './landing/MediaLanding.tsx';
import { CharacterLanding, StaffLanding } from './landing/PeopleLanding.tsx';
import { otherVariables } from './rules/variables.ts';

/** What goes under the filters: the landing sections with no filter, else the results of the search type. */
export function SearchBody({ data, view }: { data: SearchLoaderData; view: SearchView }) {
  switch (data.kind) {
    case 'landing':
      return <Landing view={view} />;
    case 'media':
      return <MediaBody ranked={data.page.preset.ranked} view={view} />;
    case 'others':
      return <OthersBody />;
    case 'users': {
      const variables = otherVariables('users', data.page.filters);
      return <UserResults key={JSON.stringify(variables)} search={variables.search as string | null} sort={variables.sort as string[]} />;
    }
  }
}

function Landing({ view }: { view: SearchView }) {
  const data = useRouteQuery<SearchLandingQuery>(searchLandingQuery);
  return (
    <div data-testid="search-landing">
      {data.anime ? <AnimeLanding query={data.anime} view={view} /> : null}
      {data.manga ? <MangaLanding query={data.manga} view={view} /> : null}
      {data.characters ? <CharacterLanding query={data.characters} /> : null}
      {data.staff ? <StaffLanding query={data.staff} /> : null}
    </div>
  );
}

function MediaBody({ ranked, view }: { ranked: boolean; view: SearchView }) {
  const data = useRouteQuery<SearchMediaQuery>(searchMediaQuery);
  return <MediaSearchResults query={data} ranked={ranked} view={view} />;
}

function OthersBody() {
  const data = useRouteQuery<SearchOthersQuery>(searchOthersQuery);
  return (
    <>
      {data.characters ? <CharacterResults query={data.characters} /> : null}
      {data.staff ? <StaffResults query={data.staff} /> : null}
      {data.studios ? <StudioResults query={data.studios} /> : null}
    </>
  );
}

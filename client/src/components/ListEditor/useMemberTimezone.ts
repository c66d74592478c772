import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useMemberTimezoneQuery } from './__generated__/useMemberTimezoneQuery.graphql';

// The member's timezone setting, which "today" of the editor's automatic dates follows as the server does. The
// session's viewer does not carry it (core §3: only the settings variant does), so it is read from the store and
// never fetched: known once the settings screen has loaded it, null otherwise.
const query = graphql`
  query useMemberTimezoneQuery {
    Viewer {
      id
      options { timezone }
    }
  }
`;

export function useMemberTimezone(): string | null {
  const data = useLazyLoadQuery<useMemberTimezoneQuery>(query, {}, { fetchPolicy: 'store-only' });
  return data.Viewer?.options?.timezone ?? null;
}

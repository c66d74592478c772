import type { ComponentProps } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { RecommendationsPage } from './RecommendationsPage.tsx';
import type { RecommendationsVariables } from './RecommendationsQuery.ts';
import type { RecommendationsNextPageQuery } from './__generated__/RecommendationsNextPageQuery.graphql';

type Props = Omit<ComponentProps<typeof RecommendationsPage>, 'page'> & {
  variables: RecommendationsVariables;
  /** Its block's retries (BlockBoundary): each asks the server again. */
  fetchKey: number;
};

/** Page 2 and on, asked for as the reader nears the end of the list; the same size as the route's first page. */
export function RecommendationsNextPage({ variables, fetchKey, ...page }: Props) {
  const data = useLazyLoadQuery<RecommendationsNextPageQuery>(
    graphql`
      query RecommendationsNextPageQuery($page: Int!, $sort: [RecommendationSort], $onList: Boolean) {
        Page(page: $page, perPage: 20) {
          ...RecommendationsPage_page @arguments(sort: $sort, onList: $onList)
        }
      }
    `,
    { ...variables, page: page.number },
    { fetchPolicy: 'store-or-network', fetchKey },
  );
  return data.Page ? <RecommendationsPage page={data.Page} {...page} /> : null;
}

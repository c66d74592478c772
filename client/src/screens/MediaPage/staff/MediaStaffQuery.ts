import { graphql } from 'react-relay';

export const mediaStaffQuery = graphql`
  query MediaStaffQuery($id: Int!, $page: Int!) {
    Media(id: $id) {
      id
      staff(page: $page, perPage: 25, sort: [RELEVANCE, ID]) {
        pageInfo { currentPage hasNextPage total }
        edges { ...StaffRoleCard_edge }
      }
    }
  }
`;

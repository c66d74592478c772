import { Environment, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';

/** A GraphQL error as the API reports it: AniList-style `status` beside the message. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLErrorBody {
  message?: string;
  status?: number;
  extensions?: { status?: number; code?: string };
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: GraphQLErrorBody[] } | null;
  if (!body) throw new GraphQLRequestError(response.statusText || 'Internal Server Error', response.status);
  // Partial data (e.g. Media: null beside a 404 error) is still data: the screen decides what a null means.
  if (body.errors?.length && body.data == null) {
    const first = body.errors[0]!;
    const status = first.status ?? first.extensions?.status ?? response.status;
    throw new GraphQLRequestError(first.message || 'Internal Server Error', status);
  }
  return body as never;
};

/** Records are keyed by type and id: ids are only unique per type in this API (ARCHITECTURE.md, Query service). */
export function getDataID(fieldValue: { [key: string]: unknown }, typeName: string): unknown {
  const id = fieldValue.id;
  return id == null ? id : `${typeName}:${String(id)}`;
}

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    // Keep recently released screens so Back renders from the store without a spinner.
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
    getDataID,
  });
}

export const environment = createEnvironment();

import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '@tsuzuki/events/validationMessages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepVariablesBody } from '../testing/abuse.ts';
import { probeAbuse, stallAllowance } from '../testing/eventLoop.ts';
import { startTestApp } from '../testing/http.ts';
import { MAX_DOCUMENT_NESTING } from './prepare.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp('query_deep_input');
});
afterAll(async () => {
  await t?.close();
});

const post = async (body: string) => {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, body: (await res.json()) as { errors?: Record<string, unknown>[] } };
};
const zeros = (n: number) => Array<string>(n).fill('0').join('.');

describe('Deep input is refused fast', () => {
  it('refuses 20,000 nested brackets in variables with a 400 at once, other requests answered meanwhile', async () => {
    const body = deepVariablesBody(20_000);
    const probe = await probeAbuse(
      () => post(body),
      () => t.gql('{ __typename }'),
    );
    expect(probe.result).toEqual({
      status: 400,
      body: {
        errors: [
          {
            message: `Invalid nesting: ${TOO_DEEP_MESSAGE}`,
            status: 400,
            validation: { [`deep.${zeros(MAX_INPUT_DEPTH - 1)}`]: [TOO_DEEP_MESSAGE] },
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    });
    expect(probe.stallMs, `baseline ${probe.baselineMs} ms`).toBeLessThan(stallAllowance(probe.baselineMs));
  });

  it('refuses deep variables the operation declares, sent as JSON text or in a GET', async () => {
    const query = 'query ($ids: [Int]) { Page { media(id_in: $ids) { id } } }';
    // Written out: JSON.stringify itself overflows the stack on values this deep.
    const variables = `{"ids":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const asText = await post(JSON.stringify({ query, variables }));
    expect(asText).toMatchObject({ status: 400, body: { errors: [{ message: `Invalid nesting: ${TOO_DEEP_MESSAGE}` }] } });
    // Shallower in a GET, whose address must fit Node's header limit.
    const search = new URLSearchParams({ query, variables: `{"ids":${'['.repeat(500)}${']'.repeat(500)}}` });
    const get = await fetch(`${t.url}/graphql?${search}`);
    expect(get.status).toBe(400);
    expect((await get.json()).errors[0].message).toBe(`Invalid nesting: ${TOO_DEEP_MESSAGE}`);
    // Nesting a real input needs is answered as before.
    const fine = await t.gql('query ($ids: [Int]) { Page { media(id_in: $ids) { id } } }', { variables: { ids: [1, 2] } });
    expect(fine.status).toBe(200);
  });

  it('refuses a literal nested thousands deep in the document before parsing it', async () => {
    for (const literal of [`${'['.repeat(2400)}1${']'.repeat(2400)}`, `${'{a:'.repeat(1600)}1${'}'.repeat(1600)}`]) {
      const res = await t.gql(`{ Page { media(id_in: ${literal}) { id } } }`);
      expect(res).toMatchObject({
        status: 400,
        body: {
          errors: [
            {
              message: `Query is nested too deeply: more than ${MAX_DOCUMENT_NESTING} levels of braces and brackets.`,
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            },
          ],
        },
      });
    }
  });
});

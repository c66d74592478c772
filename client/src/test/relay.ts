import { act, waitFor } from '@testing-library/react';
import type { EnvironmentConfig, GraphQLSingularResponse, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment, type MockResolvers } from 'relay-test-utils';
import { throwLoadFailures } from '../system/errors/loadFailure.ts';

// The Relay environment of component tests: relay-test-utils' mock environment (Relay's own tool), keyed and logging
// field errors as the site's is, so that optimistic updaters find `Type:id` records and failed loads throw. It stands
// in for the site's `environment` (setup.ts), so a component that reads the environment from context and one that
// imports it meet the same store. A new one for every test.

export type { MockResolvers };

let siteConfig: Pick<EnvironmentConfig, 'getDataID'> = {};
let current: MockEnvironment | null = null;
type Answer = MockResolvers | ((operation: OperationDescriptor) => MockResolvers);
// What serve() answers, by operation name. The mock environment asks only the first queued resolver, so one resolver
// answers them all.
let served = new Map<string, Answer>();

/** The site's getDataID, handed over by setup.ts from the real module. */
export function useSiteConfig(config: Pick<EnvironmentConfig, 'getDataID'>): void {
  siteConfig = config;
}

export function testEnvironment(): MockEnvironment {
  current ??= createMockEnvironment({ ...siteConfig, relayFieldLogger: throwLoadFailures });
  return current;
}

export function resetTestEnvironment(): void {
  current = null;
  served = new Map();
}

const nameOf = (operation: OperationDescriptor) => operation.request.node.params.name;

/** Whether a request named `name` has been sent and not answered. */
export function isPending(name: string): boolean {
  return testEnvironment()
    .mock.getAllOperations()
    .some((operation) => nameOf(operation) === name);
}

/** The pending request named `name` (a query or mutation document), once the component has sent it. */
export async function pendingOperation(name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = testEnvironment()
      .mock.getAllOperations()
      .find((operation) => nameOf(operation) === name);
    if (!found)
      throw new Error(`No pending ${name}; pending: ${testEnvironment().mock.getAllOperations().map(nameOf).join(', ') || 'none'}`);
  });
  if (!found) throw new Error(`No pending ${name}`);
  return found;
}

/** The server answers `name`: the data `resolvers` give, the rest filled in by MockPayloadGenerator. */
export async function answer(name: string, resolvers: MockResolvers = {}): Promise<OperationDescriptor> {
  const operation = await pendingOperation(name);
  act(() => testEnvironment().mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation;
}

/** The server answers `name` with this exact payload (errors included). */
export async function answerWith(name: string, payload: GraphQLSingularResponse): Promise<OperationDescriptor> {
  const operation = await pendingOperation(name);
  act(() => testEnvironment().mock.resolve(operation, payload));
  return operation;
}

/** The request `name` fails as the transport fails it (a GraphQLRequestError, a network TypeError). */
export async function fail(name: string, error: Error): Promise<OperationDescriptor> {
  const operation = await pendingOperation(name);
  act(() => testEnvironment().mock.reject(operation, error));
  return operation;
}

/**
 * From now on every request named in `answers` is answered at once, however often it is sent (a feed's pages, a
 * refetch), with the data its resolvers give.
 */
export function serve(answers: Record<string, Answer>): void {
  const first = served.size === 0;
  for (const [name, answer] of Object.entries(answers)) served.set(name, answer);
  if (!first) return;
  const environment = testEnvironment();
  const queue = () =>
    environment.mock.queueOperationResolver((operation) => {
      const resolvers = served.get(nameOf(operation));
      if (resolvers === undefined) return null;
      // A resolver used once leaves the queue: a fresh one takes its place for the next request.
      queue();
      return MockPayloadGenerator.generate(operation, typeof resolvers === 'function' ? resolvers(operation) : resolvers);
    });
  queue();
}

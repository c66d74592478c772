import { commitMutation, type Disposable, type IEnvironment, type MutationConfig, type MutationParameters } from 'relay-runtime';
import { GIVEN_VARIABLES } from './relayEnvironment.ts';

/**
 * useMutation's commit for mutations that must carry only the variables given (core §5: the list editor sends only
 * what changed): Relay sends every declared variable, null when not given, so the cache config names the given ones
 * and the network leaves the others out (relayEnvironment.ts). Pass it as useMutation's second argument.
 */
export function commitGivenOnly<T extends MutationParameters>(environment: IEnvironment, config: MutationConfig<T>): Disposable {
  const metadata = { ...config.cacheConfig?.metadata, [GIVEN_VARIABLES]: Object.keys(config.variables) };
  return commitMutation<T>(environment, { ...config, cacheConfig: { ...config.cacheConfig, metadata } });
}

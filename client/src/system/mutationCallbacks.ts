/**
 * What the component that fired a mutation hears once the server has answered: the mutation hooks of
 * src/mutations take these beside their arguments and call them from useMutation's onCompleted and onError. The
 * in-flight state is the hook's own (useMutation's isInFlight), never a flag of the caller's.
 */
export interface MutationCallbacks<T = void> {
  readonly onCompleted?: (result: T) => void;
  readonly onError?: (error: Error) => void;
}

/**
 * An updater's second argument, where one function is both the optimistic and the final update: the mutation's
 * answer in the final run, absent (undefined) in the optimistic one.
 */
export type MutationAnswer = object | null | undefined;

import type { EventStore } from '../port.ts';

// What an adapter's test file hands the shared contract (contract.ts): kept apart from the contract's suites so
// that each suite can name it without importing the module that runs them all.

/** Reads the log the wrong way: after a plain sequence number, in sequence order. */
export interface NaiveReader {
  head(): Promise<bigint>;
  read(after: bigint, limit: number): Promise<{ sequence: bigint; stream: string; streamPosition: bigint }[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Awaited inside an append before it commits, where the adapter can hold a write open (PostgreSQL). */
  beforeCommit?: (stream: string) => Promise<void>;
}

export interface EventStoreHarness {
  open(options?: OpenOptions): Promise<EventStore>;
  /** A reader that checkpoints a plain sequence number, to show what the pair checkpoint protects against. */
  naiveReader?: () => Promise<NaiveReader>;
  /**
   * Opens a long write transaction that appends nothing (elsewhere on the same server); the returned function
   * ends it. Readers of the log must not wait for it.
   */
  holdUnrelatedTransaction?: () => Promise<() => Promise<void>>;
}

import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders, created on first use. The key names the relation and, for paged or sorted
 * relations, the arguments: all parents asking for the same page of the same relation share one query.
 */
export class LoaderRegistry {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  get<K, V>(key: string, batch: (keys: readonly K[]) => Promise<V[]>, options?: DataLoader.Options<K, V, string>): DataLoader<K, V> {
    let loader = this.loaders.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V, string>(batch, options);
      this.loaders.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}

/** Groups rows by a parent key, in row order, for a DataLoader answer in key order. */
export function groupBy<R, K>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): R[][] {
  const byKey = new Map<K, R[]>();
  for (const row of rows) {
    const k = keyOf(row);
    const list = byKey.get(k);
    if (list) list.push(row);
    else byKey.set(k, [row]);
  }
  return keys.map((k) => byKey.get(k) ?? []);
}

export function indexBy<R, K>(keys: readonly K[], rows: R[], keyOf: (row: R) => K): (R | null)[] {
  const byKey = new Map<K, R>();
  for (const row of rows) byKey.set(keyOf(row), row);
  return keys.map((k) => byKey.get(k) ?? null);
}

/** Applies `f` to a value or to what a promise gives, staying synchronous for plain values (no promise per field). */
export const mapMaybeAsync = <T, R>(v: T | Promise<T>, f: (t: T) => R): R | Promise<R> => (v instanceof Promise ? v.then(f) : f(v));

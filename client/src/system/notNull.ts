/** Type guard for GraphQL lists, whose items are nullable. */
export function notNull<T>(value: T | null | undefined): value is T {
  return value != null;
}

// Editing rules of the string lists in the list settings (custom lists, advanced scoring labels, section order).

export interface ListEdit {
  readonly items: string[];
  /** Why the edit was refused, or null. */
  readonly error: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds a trimmed name at the end; empty names and names already present (ignoring case) are refused. */
export function addItem(items: readonly string[], name: string, maxLength = 50): ListEdit {
  const trimmed = name.trim();
  if (!trimmed) return { items: [...items], error: 'Please enter a name.' };
  if (trimmed.length > maxLength) return { items: [...items], error: `Names can be at most ${maxLength} characters.` };
  if (items.some((item) => sameName(item, trimmed))) return { items: [...items], error: `"${trimmed}" already exists.` };
  return { items: [...items, trimmed], error: null };
}

/** Renames the item at index, with the same rules as adding (the item itself does not count as a duplicate). */
export function renameItem(items: readonly string[], index: number, name: string, maxLength = 50): ListEdit {
  const others = items.filter((_, i) => i !== index);
  const checked = addItem(others, name, maxLength);
  if (checked.error) return { items: [...items], error: checked.error };
  const next = [...items];
  next[index] = name.trim();
  return { items: next, error: null };
}

export function removeItem(items: readonly string[], index: number): string[] {
  return items.filter((_, i) => i !== index);
}

/** Moves the item at index by delta places (−1 up, +1 down); out of range leaves the order unchanged. */
export function moveItem(items: readonly string[], index: number, delta: number): string[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Applies one entry's change to a {type, enabled|disabled} option list, in place, adding the entry when missing. */
export function setOption<K extends string, F extends 'enabled' | 'disabled'>(
  options: readonly (({ readonly type?: K | null } & { readonly [key in F]?: boolean | null }) | null | undefined)[] | null | undefined,
  type: K,
  field: F,
  value: boolean,
): ({ type: K } & Record<F, boolean>)[] {
  const entry = (t: K, v: boolean) => ({ type: t, [field]: v }) as { type: K } & Record<F, boolean>;
  const known = (options ?? []).flatMap((option) =>
    option?.type ? [entry(option.type, option.type === type ? value : Boolean(option[field]))] : [],
  );
  return known.some((option) => option.type === type) ? known : [...known, entry(type, value)];
}

export interface UserParam {
  readonly id: number | null;
  readonly name: string | null;
}

/** /user/{id}/ takes a name or a numeric id (social §2). */
export function userParam(value: string | undefined): UserParam {
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { id: Number(text), name: null };
  return { id: null, name: text };
}

/** A `sort` argument as graphql-js hands it over: AniList's sort lists are nullable, and so are their items. */
export type SortArg = readonly (string | null | undefined)[] | null | undefined;

/** The sort keys asked for, in order; a null item asks for nothing. */
export const sortKeys = (sort: SortArg): string[] => (sort ?? []).filter((s): s is string => s != null);

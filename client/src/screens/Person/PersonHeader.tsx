import { EntityHeader } from '../../components/EntityPage/EntityHeader.tsx';
import { entityDetails, type EntityFacts } from '../../components/EntityPage/entityDetails.ts';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import { EntityEditLink } from '../Edit/EntityEditLink.tsx';

/** What the header of a character or staff page reads: the query of each page selects these fields. */
export interface PersonHeaderData extends EntityFacts {
  readonly id: number;
  readonly name:
    | {
        readonly userPreferred: string | null | undefined;
        readonly native: string | null | undefined;
        readonly alternative: readonly (string | null | undefined)[] | null | undefined;
      }
    | null
    | undefined;
  readonly image: { readonly large: string | null | undefined } | null | undefined;
  readonly description: string | null | undefined;
  readonly favourites: number | null | undefined;
  readonly isFavourite: boolean;
  readonly isFavouriteBlocked: boolean;
}

const EDIT_KIND = { CHARACTER: 'character', STAFF: 'staff' } as const;

/**
 * The page title and header of a character or staff page (ADR 43): name, native and alternative names, image,
 * favourites, details and description, and the Edit link.
 */
export function PersonHeader({ kind, person }: { kind: 'CHARACTER' | 'STAFF'; person: PersonHeaderData }) {
  const name = person.name?.userPreferred ?? '';
  useDocumentTitle(name);
  const alternative = (person.name?.alternative ?? []).filter(Boolean).join(', ');
  return (
    <EntityHeader
      name={name}
      subtitle={[person.name?.native, alternative].filter(Boolean).join(' · ')}
      image={person.image?.large ?? null}
      favourites={person.favourites}
      favourite={{ kind, id: person.id, isFavourite: person.isFavourite, isFavouriteBlocked: person.isFavouriteBlocked }}
      description={person.description}
      details={entityDetails(person)}
    >
      <EntityEditLink kind={EDIT_KIND[kind]} id={person.id} />
    </EntityHeader>
  );
}

import { graphql, useFragment } from 'react-relay';
import { mediaSlug } from '../../../format/slug.ts';
import type { personCards_character$key } from './__generated__/personCards_character.graphql';
import type { personCards_staff$key } from './__generated__/personCards_staff.graphql';
import type { personCards_studio$key } from './__generated__/personCards_studio.graphql';
import { PersonCard } from './PersonCard.tsx';

export function CharacterCard({ character }: { character: personCards_character$key }) {
  const data = useFragment(
    graphql`
      fragment personCards_character on Character {
        id
        name { userPreferred }
        image { large }
      }
    `,
    character,
  );
  const name = data.name?.userPreferred ?? '';
  return <PersonCard to={`/character/${data.id}/${mediaSlug(name)}`} name={name} image={data.image?.large ?? null} />;
}

export function StaffCard({ staff }: { staff: personCards_staff$key }) {
  const data = useFragment(
    graphql`
      fragment personCards_staff on Staff {
        id
        name { userPreferred }
        image { large }
        primaryOccupations
      }
    `,
    staff,
  );
  const name = data.name?.userPreferred ?? '';
  const occupations = (data.primaryOccupations ?? []).filter(Boolean).join(', ');
  return <PersonCard to={`/staff/${data.id}/${mediaSlug(name)}`} name={name} image={data.image?.large ?? null} detail={occupations} />;
}

export function StudioCard({ studio }: { studio: personCards_studio$key }) {
  const data = useFragment(
    graphql`
      fragment personCards_studio on Studio {
        id
        name
      }
    `,
    studio,
  );
  return <PersonCard to={`/studio/${data.id}/${mediaSlug(data.name)}`} name={data.name} />;
}

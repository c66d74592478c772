import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { CharacterLanding_query$key } from './__generated__/CharacterLanding_query.graphql';
import type { StaffLanding_query$key } from './__generated__/StaffLanding_query.graphql';
import { CharacterCard, StaffCard } from '../others/personCards.tsx';
import { PersonGrid } from '../others/PersonCard.tsx';
import { LANDING_SECTIONS } from './landingSections.ts';
import { LandingSectionBlock } from './LandingSectionBlock.tsx';

export function CharacterLanding({ query }: { query: CharacterLanding_query$key }) {
  const data = useFragment(
    graphql`
      fragment CharacterLanding_query on Query {
        character_birthday: Page(perPage: 30) { characters(isBirthday: true, sort: [FAVOURITES_DESC, ID_DESC]) { id ...personCards_character } }
        character_favorites: Page(perPage: 30) { characters(sort: [FAVOURITES_DESC]) { id ...personCards_character } }
      }
    `,
    query,
  );
  const characters = (key: string) => (data[`character_${key as 'birthday' | 'favorites'}`]?.characters ?? []).filter(notNull);
  return (
    <>
      {LANDING_SECTIONS.characters.map((section) => (
        <LandingSectionBlock key={section.key} section={section} empty={characters(section.key).length === 0}>
          <PersonGrid>
            {characters(section.key).map((c) => (
              <CharacterCard key={c.id} character={c} />
            ))}
          </PersonGrid>
        </LandingSectionBlock>
      ))}
    </>
  );
}

export function StaffLanding({ query }: { query: StaffLanding_query$key }) {
  const data = useFragment(
    graphql`
      fragment StaffLanding_query on Query {
        staff_birthday: Page(perPage: 30) { staff(isBirthday: true, sort: [FAVOURITES_DESC, ID_DESC]) { id ...personCards_staff } }
        staff_favorites: Page(perPage: 30) { staff(sort: [FAVOURITES_DESC]) { id ...personCards_staff } }
      }
    `,
    query,
  );
  const staff = (key: string) => (data[`staff_${key as 'birthday' | 'favorites'}`]?.staff ?? []).filter(notNull);
  return (
    <>
      {LANDING_SECTIONS.staff.map((section) => (
        <LandingSectionBlock key={section.key} section={section} empty={staff(section.key).length === 0}>
          <PersonGrid>
            {staff(section.key).map((s) => (
              <StaffCard key={s.id} staff={s} />
            ))}
          </PersonGrid>
        </LandingSectionBlock>
      ))}
    </>
  );
}

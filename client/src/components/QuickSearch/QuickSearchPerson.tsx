import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { mediaSlug } from '../../format/slug.ts';
import type { QuickSearchPerson_character$key } from './__generated__/QuickSearchPerson_character.graphql';
import type { QuickSearchPerson_staff$key } from './__generated__/QuickSearchPerson_staff.graphql';
import styles from './QuickSearch.module.css';

type Props = { character: QuickSearchPerson_character$key; staff?: never } | { staff: QuickSearchPerson_staff$key; character?: never };

/** A character or staff row: picture and name, linking to their page. */
export function QuickSearchPerson(props: Props) {
  const character = useFragment(
    graphql`
      fragment QuickSearchPerson_character on Character {
        id
        name { userPreferred }
        image { medium }
      }
    `,
    props.character ?? null,
  );
  const staff = useFragment(
    graphql`
      fragment QuickSearchPerson_staff on Staff {
        id
        name { userPreferred }
        image { medium }
      }
    `,
    props.staff ?? null,
  );
  const person = character ?? staff;
  if (!person) return null;
  const name = person.name?.userPreferred ?? '';
  const path = `/${character ? 'character' : 'staff'}/${person.id}/${mediaSlug(name)}`;
  return (
    <Link to={path} className={styles.item} data-quick-result>
      <span className={styles.thumb}>{person.image?.medium ? <img src={person.image.medium} alt="" loading="lazy" /> : null}</span>
      <span className={styles.itemTitle}>{name}</span>
    </Link>
  );
}

import { screen } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { CharacterQuery } from '../Character/__generated__/CharacterQuery.graphql';
import { characterQuery } from '../Character/CharacterQuery.ts';
import type { StaffQuery } from '../Staff/__generated__/StaffQuery.graphql';
import { staffQuery } from '../Staff/StaffQuery.ts';
import { answer } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { logIn } from '../../test/viewer.ts';
import { PersonHeader } from './PersonHeader.tsx';

// One header serves the character and the staff page (ADR 43); each kind's page query feeds it.
function CharacterHeader() {
  const { Character: character } = useLazyLoadQuery<CharacterQuery>(characterQuery, { id: 3, page: 1 });
  return character ? <PersonHeader kind="CHARACTER" person={character} /> : null;
}

function StaffHeader() {
  const { Staff: staff } = useLazyLoadQuery<StaffQuery>(staffQuery, { id: 95, page: 1 });
  return staff ? <PersonHeader kind="STAFF" person={staff} /> : null;
}

const name = (userPreferred: string, native: string, alternative: string[]) => ({ userPreferred, native, alternative });

describe('PersonHeader', () => {
  // The member's test comes first: a login in a file's later test does not reach useViewer (FavouriteButton.test
  // fails that way at 8e5dc9e too; not investigated here).
  it("shows a staff member's own details, and leads a member to the staff edit page", async () => {
    await logIn();
    renderWithSite(<StaffHeader />);
    await answer('StaffQuery', {
      Staff: () => ({
        id: 95,
        name: name('Yuki Kaji', '梶裕貴', []),
        homeTown: 'Tokyo',
        primaryOccupations: ['Voice Actor'],
        yearsActive: [2004],
        description: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Yuki Kaji' })).toBeInTheDocument();
    expect(screen.getByText('梶裕貴')).toBeInTheDocument();
    expect(screen.getByText('Tokyo')).toBeInTheDocument();
    expect(screen.getByText('Voice Actor')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit/staff/95');
  });

  it("shows a character's names, details and title, and no edit link to a guest", async () => {
    renderWithSite(<CharacterHeader />);
    await answer('CharacterQuery', {
      Character: () => ({
        id: 3,
        name: name('Frieren', 'フリーレン', ['Frieren the Slayer']),
        gender: 'Female',
        age: '1000+',
        description: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Frieren' })).toBeInTheDocument();
    expect(screen.getByText('フリーレン · Frieren the Slayer')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Frieren · /);
  });
});

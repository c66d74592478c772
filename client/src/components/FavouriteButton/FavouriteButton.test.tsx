import { screen, waitFor } from '@testing-library/react';
import { useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { CharacterQuery } from '../../screens/Character/__generated__/CharacterQuery.graphql';
import { characterQuery } from '../../screens/Character/CharacterQuery.ts';
import { GraphQLRequestError } from '../../system/transport/errors.ts';
import { answer, fail, pendingOperation } from '../../test/relay.ts';
import { renderWithSite } from '../../test/render.tsx';
import { logIn } from '../../test/viewer.ts';
import { FavouriteButton } from './FavouriteButton.tsx';

// The favourites heart (core §4, §8): the count moves at once, and rolls back when the server refuses.
function CharacterHeart() {
  const { Character: character } = useLazyLoadQuery<CharacterQuery>(characterQuery, { id: 3, page: 1 });
  if (!character) return null;
  return (
    <FavouriteButton
      kind="CHARACTER"
      id={character.id}
      isFavourite={character.isFavourite}
      isFavouriteBlocked={character.isFavouriteBlocked}
      favourites={character.favourites}
    />
  );
}

const frieren = { Character: () => ({ id: 3, favourites: 1200, isFavourite: false, isFavouriteBlocked: false }) };

async function showHeart(resolvers = frieren) {
  const site = renderWithSite(<CharacterHeart />);
  await answer('CharacterQuery', resolvers);
  return site;
}

describe('FavouriteButton', () => {
  it('shows a guest the count only, shortened above 999', async () => {
    await showHeart();
    expect(await screen.findByLabelText('1200 favorites')).toHaveTextContent('1.2K');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("adds a member's favourite with the count moving at once", async () => {
    const { user } = await showHeart();
    await logIn();
    await user.click(await screen.findByRole('button', { name: 'Favorite (1200 favorites)' }));
    expect(screen.getByRole('button', { name: 'Favorite (1201 favorites)' })).toHaveAttribute('aria-pressed', 'true');
    const toggle = await pendingOperation('toggleFavouriteMutation');
    expect(toggle.request.variables).toMatchObject({ characterId: 3 });
    await answer('toggleFavouriteMutation', { Mutation: () => ({ ToggleFavourite: { __typename: 'Favourites' } }) });
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite (1201 favorites)' })).toBeEnabled());
  });

  it('rolls the count back when the server refuses', async () => {
    const { user } = await showHeart();
    await logIn();
    await user.click(await screen.findByRole('button', { name: 'Favorite (1200 favorites)' }));
    expect(screen.getByRole('button', { name: 'Favorite (1201 favorites)' })).toBeInTheDocument();
    await fail('toggleFavouriteMutation', new GraphQLRequestError('Internal Server Error', 500));
    expect(await screen.findByRole('button', { name: 'Favorite (1200 favorites)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a blocked item without asking the server', async () => {
    const { user } = await showHeart({ Character: () => ({ ...frieren.Character(), isFavouriteBlocked: true }) });
    await logIn();
    await user.click(await screen.findByRole('button', { name: 'Favorite (1200 favorites)' }));
    expect(await screen.findByText('This character cannot be added to favorites.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite (1200 favorites)' })).toHaveAttribute('aria-pressed', 'false');
  });
});

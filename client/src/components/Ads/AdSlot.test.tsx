import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render.tsx';
import { logIn, logOut } from '../../test/viewer.ts';
import { AdSlot } from './AdSlot.tsx';
import { AdsOff } from './adsOff.tsx';

const banner = () => screen.queryByRole('complementary', { name: 'Advertisement' });

let showErrorPage: (on: boolean) => void = () => undefined;
function Page() {
  const [error, setError] = useState(false);
  showErrorPage = setError;
  return (
    <>
      {error ? <AdsOff /> : <p>A page</p>}
      <AdSlot slot="page" />
    </>
  );
}

afterEach(() => logOut());

describe('AdSlot', () => {
  it("shows a guest the site's own banner, linking to sign-up", () => {
    renderWithSite(<AdSlot slot="page" />, { at: '/search/anime' });
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('is gone while an error page is shown and back once it is left', () => {
    renderWithSite(<Page />);
    expect(banner()).not.toBeNull();
    act(() => showErrorPage(true));
    expect(banner()).toBeNull();
    act(() => showErrorPage(false));
    expect(banner()).not.toBeNull();
  });

  it("stays off in an adult media's header", () => {
    renderWithSite(<AdSlot slot="mediaHeader" off />);
    expect(banner()).toBeNull();
  });

  it('is hidden for a moderator and a tier-2 donator, shown to a tier-1 member', async () => {
    renderWithSite(<AdSlot slot="page" />, { at: '/home' });
    await logIn({ id: 9, moderatorRoles: ['COMMUNITY'], donatorTier: 0 });
    expect(banner()).toBeNull();
    await logIn({ id: 9, moderatorRoles: [], donatorTier: 2 });
    expect(banner()).toBeNull();
    await logIn({ id: 9, moderatorRoles: [], donatorTier: 1 });
    expect(screen.getByRole('link', { name: 'Browse apps' }).getAttribute('href')).toBe('/apps');
  });
});

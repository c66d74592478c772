import { useOutletContext } from 'react-router-dom';

/** What the user page shell hands its tabs: whose pages these are. */
export interface UserOutlet {
  readonly userId: number;
  readonly userName: string;
}

export const useUserOutlet = (): UserOutlet => useOutletContext<UserOutlet>();

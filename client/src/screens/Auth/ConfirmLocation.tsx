import { useConfirmLocation } from '../../mutations/confirmLocation.ts';
import { TokenConfirmation } from './TokenConfirmation.tsx';

/** /confirm-location/:token, the link of the "Location verification required." mail: confirmed, the user is home. */
export function ConfirmLocation() {
  const [confirmLocation] = useConfirmLocation();
  return (
    <TokenConfirmation
      title="Location Verification"
      pending="Confirming your new device or location…"
      confirm={confirmLocation}
      next="/home"
    />
  );
}

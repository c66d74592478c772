import { useConfirmEmail } from '../../mutations/confirmEmail.ts';
import { TokenConfirmation } from './TokenConfirmation.tsx';

/** /verify-email/:token, the sign-up verification link: a verified sign-up continues with the setup flow. */
export function VerifyEmail() {
  const [confirmEmail] = useConfirmEmail();
  return <TokenConfirmation title="Email Verification" pending="Verifying your email…" confirm={confirmEmail} next="/setup" />;
}

import type { MailMessage } from './mailer.ts';
import { LINK_HOURS, LINK_PATHS, type LinkPurpose } from './tokens.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CONTENT: Readonly<Record<LinkPurpose, { subject: string; intro: string; action: string; outro: string }>> = {
  verify: {
    subject: 'Confirm your Tsuzuki account',
    intro: 'Welcome to Tsuzuki! Please confirm your email address to finish creating your account.',
    action: 'Confirm my email',
    outro: 'If you did not sign up, you can ignore this email.',
  },
  reset: {
    subject: 'Reset your Tsuzuki password',
    intro: 'Someone asked to reset the password of your Tsuzuki account.',
    action: 'Choose a new password',
    outro: 'If it was not you, ignore this email: your password stays as it is.',
  },
  location: {
    subject: 'Confirm a new sign-in to Tsuzuki',
    intro: 'We noticed a sign-in to your Tsuzuki account from a new device or location.',
    action: 'Yes, it was me',
    outro: 'If it was not you, do not open the link, and change your password.',
  },
};

/** The email carrying a link of `purpose`; the link is `<site>/<route>/<token>`. */
export function linkMail(purpose: LinkPurpose, to: string, siteUrl: string, token: string): MailMessage {
  const { subject, intro, action, outro } = CONTENT[purpose];
  const link = `${siteUrl}${LINK_PATHS[purpose]}${token}`;
  const hours = LINK_HOURS[purpose];
  const validity = `The link works for ${hours} ${hours === 1 ? 'hour' : 'hours'} and only once.`;
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${validity}\n${outro}\n`,
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(validity)}<br>${escapeHtml(outro)}</p>`,
  };
}

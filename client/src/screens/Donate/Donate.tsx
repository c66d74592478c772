import { Link } from 'react-router-dom';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import { EXTERNAL_LINKS, SITE_NAME } from '../../system/siteLinks.ts';

/**
 * /donate (social §2: the footer's and the user menu's Donate): what donating means on this site, by tier as the spec
 * sets them (core §9, social §6), and how to do it. The site takes no payments itself: whoever runs an instance
 * takes donations their own way, and an admin then sets the member's tier (Mod Tools, ADR 59).
 */
export function Donate() {
  return (
    <TextPage title="Donate">
      <p>
        {SITE_NAME} is open source and kept running by the people who host it. Donating helps pay for the servers and the time, and your
        profile says thank you:
      </p>
      <ul>
        <li>
          <strong>Tier 1</strong>: the <em>Donator</em> badge on your profile.
        </li>
        <li>
          <strong>Tier 2 and up</strong>: no ads anywhere on the site, and you can pin one of your activities to the top of your profile.
        </li>
        <li>
          <strong>Tier 4 and up</strong>: your badge says what you want it to say.
        </li>
        <li>
          <strong>Tier 5</strong>: the badge in rainbow colours.
        </li>
      </ul>
      <p>
        This site does not take payments itself. To donate, <a href={EXTERNAL_LINKS.contact}>write to the people who run it</a> with your
        member name; once your donation has arrived, an admin sets your tier. Not a member yet? <Link to="/signup">Sign up</Link> first.
      </p>
    </TextPage>
  );
}

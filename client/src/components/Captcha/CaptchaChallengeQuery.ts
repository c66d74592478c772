import { graphql } from 'react-relay';
import { fetchQuery } from 'react-relay';
import { environment } from '../../system/relayEnvironment.ts';
import type { CaptchaChallengeQuery as CaptchaChallengeQueryType } from './__generated__/CaptchaChallengeQuery.graphql';

// A fresh ALTCHA challenge from the server (signed there, solved here, verified there on login or sign-up).
const captchaChallengeQuery = graphql`
  query CaptchaChallengeQuery {
    CaptchaChallenge
  }
`;

/**
 * The widget's fetch: whatever URL it asks for, answer with a new challenge from GraphQL, as the JSON response
 * the widget expects from a challenge endpoint.
 */
export const fetchCaptchaChallenge: typeof fetch = async () => {
  const data = await fetchQuery<CaptchaChallengeQueryType>(
    environment,
    captchaChallengeQuery,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const challenge = data?.CaptchaChallenge;
  const body = typeof challenge === 'string' ? challenge : JSON.stringify(challenge ?? null);
  return new Response(body, { status: challenge == null ? 500 : 200, headers: { 'content-type': 'application/json' } });
};

import { graphql, useFragment } from 'react-relay';
import type { ChainVerdict_chain$key } from './__generated__/ChainVerdict_chain.graphql';
import styles from './Moderation.module.css';

const REASONS: Record<string, string> = {
  ALTERED: 'altered',
  MISSING: 'missing',
  OUT_OF_ORDER: 'out of order',
  UNREADABLE: 'unreadable',
};

/**
 * The verdict on the mod-action log's hash chain, recomputed from the event log on every request (ADR 19): valid with
 * its head, or the first altered, missing or out-of-order action.
 */
export function ChainVerdict({ chain }: { chain: ChainVerdict_chain$key | null | undefined }) {
  const c = useFragment(
    graphql`
      fragment ChainVerdict_chain on ModActionChain {
        valid
        checked
        total
        firstBrokenSeq
        reason
        firstBrokenAction
        firstBrokenModerator { name }
        headSeq
        headHash
      }
    `,
    chain,
  );
  if (!c) return null;
  if (c.valid) {
    return (
      <p className={styles.verdict} data-valid="true" role="status">
        Chain valid: {c.total} {c.total === 1 ? 'action' : 'actions'} verified
        {c.headSeq ? (
          <>
            , head #{c.headSeq} <code title={c.headHash ?? ''}>{c.headHash?.slice(0, 16)}…</code>
          </>
        ) : null}
      </p>
    );
  }
  const what =
    c.reason === 'UNREADABLE' ? 'The log cannot be read' : `Action #${c.firstBrokenSeq} is ${REASONS[c.reason ?? ''] ?? 'broken'}`;
  return (
    <p className={styles.verdict} data-valid="false" role="alert">
      Chain broken: {what}
      {c.firstBrokenAction ? ` (${c.firstBrokenAction}${c.firstBrokenModerator ? ` by ${c.firstBrokenModerator.name}` : ''})` : ''};{' '}
      {c.checked} of {c.total} actions verified before it.
    </p>
  );
}

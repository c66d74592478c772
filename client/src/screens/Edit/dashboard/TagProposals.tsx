import { graphql, useLazyLoadQuery } from 'react-relay';
import { useAcceptMediaTagProposal, useDenyMediaTagProposal } from '../../../mutations/reviewMediaTagProposal.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { editsDirectly } from '../editRules.ts';
import styles from '../Edit.module.css';
import { QueueItemFacts } from './QueueItemFacts.tsx';
import { QueuePager } from './QueuePager.tsx';
import { TagReviewBar } from './TagReviewBar.tsx';
import type { MediaTagSubmissionStatus, TagProposalsQuery, TagProposalsQuery$data } from './__generated__/TagProposalsQuery.graphql';

// Known tags members proposed for a media (AddMediaTag, ADR 67): not on the media until a data moderator accepts.
const query = graphql`
  query TagProposalsQuery($status: MediaTagSubmissionStatus, $page: Int) {
    MediaTagProposals(status: $status, page: $page, perPage: 25) {
      id
      status
      reason
      isMediaSpoiler
      createdAt
      tag { id name description isAdult }
      media { id type title { userPreferred } }
      user { id name }
    }
  }
`;

type Proposal = NonNullable<NonNullable<TagProposalsQuery$data['MediaTagProposals']>[number]>;

function TagProposal({ proposal, onDecided }: { proposal: Proposal; onDecided: () => void }) {
  const viewer = useViewer();
  const [acceptMediaTagProposal, accepting] = useAcceptMediaTagProposal();
  const [denyMediaTagProposal, denying] = useDenyMediaTagProposal();
  const name = proposal.tag?.name ?? `Tag ${proposal.id}`;
  const decides =
    proposal.status === 'PENDING' && editsDirectly(viewer?.moderatorRoles, proposal.media?.type === 'MANGA' ? 'MANGA' : 'ANIME');
  return (
    <article className={`card ${styles.item}`} aria-label={`Proposed tag ${name}`} data-testid="tag-proposal">
      <div className={styles.meta}>
        <strong>{name}</strong>
        <QueueItemFacts item={proposal} />
        {proposal.tag?.isAdult ? <span>Adult</span> : null}
        {proposal.isMediaSpoiler ? <span>Spoiler</span> : null}
      </div>
      {proposal.tag?.description ? <p className={styles.notes}>{proposal.tag.description}</p> : null}
      {proposal.reason ? <p className={styles.notes}>Reason: {proposal.reason}</p> : null}
      {decides ? (
        <TagReviewBar
          name={name}
          busy={accepting || denying}
          accept={(callbacks) => acceptMediaTagProposal(proposal.id, callbacks)}
          deny={(reason, callbacks) => denyMediaTagProposal(proposal.id, reason, callbacks)}
          onDecided={onDecided}
        />
      ) : null}
    </article>
  );
}

/** The proposals of one status (null: all), 25 a page. */
export function TagProposalList(props: {
  status: MediaTagSubmissionStatus | null;
  page: number;
  setPage: (p: number) => void;
  fetchKey: string;
  onDecided: () => void;
}) {
  const { status, page } = props;
  const data = useLazyLoadQuery<TagProposalsQuery>(query, { status, page }, { fetchPolicy: 'store-and-network', fetchKey: props.fetchKey });
  const proposals = data.MediaTagProposals?.filter(notNull) ?? [];
  return (
    <>
      {proposals.length === 0 ? <p className={`card ${styles.empty}`}>No tags proposed for media.</p> : null}
      <ol className={styles.list}>
        {proposals.map((proposal) => (
          <li key={`${proposal.id}:${proposal.status}`}>
            <TagProposal proposal={proposal} onDecided={props.onDecided} />
          </li>
        ))}
      </ol>
      <QueuePager page={page} more={proposals.length === 25} setPage={props.setPage} />
    </>
  );
}

import { graphql, useFragment } from 'react-relay';
import { useViewer } from '../../session/useViewer.ts';
import { ListActivityCard } from './ListActivityCard.tsx';
import { MessageActivityCard } from './MessageActivityCard.tsx';
import { TextActivityCard } from './TextActivityCard.tsx';
import type { ActivityCard_activity$key } from './__generated__/ActivityCard_activity.graphql';

interface Props {
  activity: ActivityCard_activity$key;
  /** On the activity's own page: replies open and loaded as the reader scrolls. */
  standalone?: boolean;
}

/** Any activity, as the card of its kind. Activities about adult media only for viewers who show adult content. */
export function ActivityCard({ activity, standalone }: Props) {
  const data = useFragment(
    graphql`
      fragment ActivityCard_activity on ActivityUnion {
        # Each kind's fragment is null on the other kinds.
        ...TextActivityCard_activity @alias(as: "text")
        ...ListActivityCard_activity @alias(as: "list")
        ...MessageActivityCard_activity @alias(as: "message")
        ... on ListActivity {
          media { isAdult }
        }
      }
    `,
    activity,
  );
  const viewer = useViewer();
  if (data.text) return <TextActivityCard activity={data.text} standalone={standalone} />;
  if (data.message) return <MessageActivityCard activity={data.message} standalone={standalone} />;
  if (!data.list) return null;
  // The server leaves them out already (social §2); a viewer who just turned adult content off is covered too.
  if (data.media?.isAdult && viewer?.options?.displayAdultContent !== true) return null;
  return <ListActivityCard activity={data.list} standalone={standalone} />;
}

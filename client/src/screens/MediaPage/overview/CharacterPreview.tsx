import { graphql, useFragment } from 'react-relay';
import { notNull } from '../../../system/notNull.ts';
import type { CharacterPreview_media$key } from './__generated__/CharacterPreview_media.graphql';
import { CharacterRoleCard } from '../characters/CharacterRoleCard.tsx';
import { PeoplePreview } from './PeoplePreview.tsx';

/** 6 characters with their (preferably Japanese) voice actors (core §2, §9). */
export function CharacterPreview({ media, moreTo }: { media: CharacterPreview_media$key; moreTo: string }) {
  const data = useFragment(
    graphql`
      fragment CharacterPreview_media on Media {
        characterPreview: characters(page: 1, perPage: 6, sort: [ROLE, RELEVANCE, ID]) {
          edges { ...CharacterRoleCard_edge }
        }
      }
    `,
    media,
  );
  const edges = (data.characterPreview?.edges ?? []).filter(notNull);
  if (edges.length === 0) return null;
  return (
    <PeoplePreview label="Characters" moreTo={moreTo}>
      {edges.map((edge, index) => (
        <CharacterRoleCard key={index} edge={edge} language={null} />
      ))}
    </PeoplePreview>
  );
}

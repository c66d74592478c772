import type { SyntheticEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useDeleteMediaTag } from '../../../mutations/deleteMediaTag.ts';
import { useSaveMediaTagVote } from '../../../mutations/saveMediaTagVote.ts';
import { useSetMediaTagSpoiler } from '../../../mutations/updateMediaTag.ts';
import type { MediaTagItem_tag$key } from './__generated__/MediaTagItem_tag.graphql';
import { tagTooltipWidth, tooltipShift } from '../rules/tooltip.ts';
import { TAG_VOTE_LEVELS, type TagRights } from './tagRules.ts';
import styles from '../MediaPage.module.css';
import own from './MediaTags.module.css';

interface Props {
  tag: MediaTagItem_tag$key;
  mediaId: number;
  mediaType: 'anime' | 'manga';
  rights: TagRights;
}

/**
 * One tag of a media: its name (a search link, the description on hover) and rank; for members the vote control
 * with the six levels of core §5; for data moderators the tag creator link, the spoiler toggle and removal.
 */
export function MediaTagItem({ tag, mediaId, mediaType, rights }: Props) {
  const data = useFragment(
    graphql`
      fragment MediaTagItem_tag on MediaTag {
        id
        name
        rank
        description
        isMediaSpoiler
        isGeneralSpoiler
        userVote
        user {
          name
        }
      }
    `,
    tag,
  );
  const [saveMediaTagVote] = useSaveMediaTagVote();
  const [setMediaTagSpoiler, settingSpoiler] = useSetMediaTagSpoiler();
  const [deleteMediaTag, deleting] = useDeleteMediaTag();
  const busy = settingSpoiler || deleting;
  const spoiler = !!(data.isMediaSpoiler || data.isGeneralSpoiler);
  const search = `/search/${mediaType}?tags=${encodeURIComponent(data.name)}`;
  const rank =
    data.rank != null ? (
      <span className={styles.tagRank} data-testid="tag-rank">
        {data.rank}%
      </span>
    ) : null;
  const tooltip = data.description ? { 'data-tooltip': data.description, onMouseEnter: placeTooltip, onFocus: placeTooltip } : {};

  if (!rights.canVote && !rights.isDataMod) {
    return (
      <Link
        to={search}
        className={`card ${styles.tag} ${data.description ? styles.tooltip : ''}`}
        data-spoiler={spoiler}
        data-testid="media-tag"
        {...tooltip}
      >
        <span>{data.name}</span>
        {rank}
      </Link>
    );
  }

  return (
    <div className={`card ${styles.tag} ${own.item}`} data-spoiler={spoiler} data-testid="media-tag" role="group" aria-label={data.name}>
      <div className={own.head}>
        <Link to={search} className={`${own.name} ${data.description ? styles.tooltip : ''}`} {...tooltip}>
          {data.name}
        </Link>
        {rank}
      </div>
      <div className={own.controls}>
        {rights.canVote ? (
          <select
            className={own.vote}
            aria-label={`Vote on ${data.name}`}
            data-voted={data.userVote != null}
            value={data.userVote ?? ''}
            onChange={(event) => saveMediaTagVote(mediaId, data.id, Number(event.target.value))}
          >
            <option value="" disabled>
              Vote
            </option>
            {TAG_VOTE_LEVELS.map((level) => (
              <option key={level.vote} value={level.vote}>
                {level.label}
              </option>
            ))}
          </select>
        ) : null}
        {rights.isDataMod ? (
          <>
            {data.user?.name ? (
              <Link
                className={own.creator}
                to={`/user/${encodeURIComponent(data.user.name)}`}
                aria-label={`Tag creator: ${data.user.name}`}
              >
                by {data.user.name}
              </Link>
            ) : null}
            <button
              type="button"
              className={own.tool}
              aria-pressed={!!data.isMediaSpoiler}
              aria-label={`Spoiler: ${data.name}`}
              disabled={busy}
              onClick={() => setMediaTagSpoiler(mediaId, data.id, !data.isMediaSpoiler)}
            >
              Spoiler
            </button>
            <button
              type="button"
              className={own.tool}
              aria-label={`Remove ${data.name}`}
              disabled={busy}
              onClick={() => deleteMediaTag(mediaId, data.id)}
            >
              Remove
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Shifts the tag's description tooltip (a ::after box) so that it stays inside the viewport. */
function placeTooltip(event: SyntheticEvent<HTMLElement>) {
  const tag = event.currentTarget;
  const viewport = document.documentElement.clientWidth;
  const shift = tooltipShift(tag.getBoundingClientRect(), tagTooltipWidth(viewport), viewport);
  tag.style.setProperty('--tooltip-shift', `${shift}px`);
}

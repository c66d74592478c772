import { useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useAddMediaTag } from '../../../mutations/addMediaTag.ts';
import { useSubmitMediaTag } from '../../../mutations/createMediaTag.ts';
import { notNull } from '../../../system/notNull.ts';
import type { MediaTagAdderQuery } from './__generated__/MediaTagAdderQuery.graphql';
import { refetchMediaTags } from './refetchMediaTags.ts';
import { addableTags, chooseTag, TAG_MESSAGES } from './tagRules.ts';
import own from './MediaTags.module.css';

interface Props {
  mediaId: number;
  mediaIsAdult: boolean;
  /** Tags the media has already (not offered again). */
  onMedia: ReadonlySet<number>;
  onClose(): void;
}

/**
 * The tag adder (core §5, §7): a name from the known tag list (adult tags only on adult media) is proposed for the
 * media and waits for a moderator (social §4; a data moderator's goes on at once, ADR 67); a name not in the list is a
 * new tag, submitted with a description for a moderator to review.
 */
export function MediaTagAdder({ mediaId, mediaIsAdult, onMedia, onClose }: Props) {
  const data = useLazyLoadQuery<MediaTagAdderQuery>(
    graphql`
      query MediaTagAdderQuery {
        MediaTagCollection {
          id
          name
          isAdult
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const listId = useId();
  const [name, setName] = useState('');
  const [isMediaSpoiler, setMediaSpoiler] = useState(false);
  const [description, setDescription] = useState('');
  const [isAdult, setAdult] = useState(false);
  const [addMediaTag, adding] = useAddMediaTag();
  const [submitMediaTag, submitting] = useSubmitMediaTag();
  const sending = adding || submitting;
  const known = (data.MediaTagCollection ?? []).filter(notNull).map((t) => ({ id: t.id, name: t.name, isAdult: t.isAdult }));
  const choice = chooseTag(name, known, mediaIsAdult, onMedia);
  const canSend = !sending && (choice.kind === 'known' || choice.kind === 'new');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    if (choice.kind === 'known')
      addMediaTag(mediaId, choice.tag.name, isMediaSpoiler, {
        onCompleted: (status) => {
          // A data moderator's is on the media now; a member's waits for review (ADR 67).
          if (status === 'ACCEPTED') refetchMediaTags(mediaId);
          onClose();
        },
      });
    else
      submitMediaTag(
        mediaId,
        { name: name.trim(), description, isMediaSpoiler, isAdult: mediaIsAdult && isAdult },
        { onCompleted: onClose },
      );
  }

  return (
    <form className={`card ${own.panel}`} aria-label="Add a tag" onSubmit={submit}>
      <input
        type="text"
        list={listId}
        aria-label="Tag name"
        placeholder="Tag name"
        autoComplete="off"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <datalist id={listId}>
        {addableTags(known, mediaIsAdult, onMedia).map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      <label className={own.check}>
        <input type="checkbox" checked={isMediaSpoiler} onChange={(event) => setMediaSpoiler(event.target.checked)} />
        Spoiler for this media
      </label>
      {choice.kind === 'new' ? (
        <>
          <p className={own.note}>“{choice.name}” is not a known tag: it will be submitted as a new tag for a moderator to review.</p>
          <textarea
            aria-label="Tag description"
            placeholder="What the tag means"
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          {mediaIsAdult ? (
            <label className={own.check}>
              <input type="checkbox" checked={isAdult} onChange={(event) => setAdult(event.target.checked)} />
              Adult tag
            </label>
          ) : null}
        </>
      ) : null}
      {choice.kind === 'onMedia' ? <p className={own.note}>{TAG_MESSAGES.alreadyOnMedia}</p> : null}
      {choice.kind === 'adultOnly' ? <p className={own.note}>{TAG_MESSAGES.adultOnly}</p> : null}
      <div className={own.actions}>
        <button type="submit" className="button" disabled={!canSend}>
          {choice.kind === 'new' ? 'Submit tag' : 'Add tag'}
        </button>
        <button type="button" className={own.secondary} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { describe, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { tagCreated } from '../testData.ts';
import type { CreateMediaTag } from './commands.ts';
import { mediaTagDecider } from './decide.ts';

const createMediaTag = (tagId: number, payloadId?: number): CreateMediaTag => {
  const { tagId: _id, ...data } = tagCreated(tagId);
  return { type: 'CreateMediaTag', payload: { ...data, ...(payloadId ? { tagId: payloadId } : {}) }, metadata: metadata({ tagId }) };
};

describe('tag decide', () => {
  it('CreateMediaTag records the tag under the id from the metadata', () => {
    given(mediaTagDecider).when(createMediaTag(7)).then([{ type: 'MediaTagCreated', data: tagCreated(7) }]);
  });

  it('CreateMediaTag with an explicit id keeps it', () => {
    given(mediaTagDecider).when(createMediaTag(9, 9)).then([{ type: 'MediaTagCreated', data: tagCreated(9) }]);
  });

  it('CreateMediaTag on an existing tag is a conflict', () => {
    given(mediaTagDecider, { type: 'MediaTagCreated', data: tagCreated(7) })
      .when(createMediaTag(7, 7))
      .thenThrows(new ConflictError('Tag already exists.'));
  });
});

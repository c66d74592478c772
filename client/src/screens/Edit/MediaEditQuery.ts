import { graphql } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery, type RouteQuery } from '../../system/loadRouteQuery.ts';
import { GraphQLRequestError } from '../../system/relayEnvironment.ts';
import type { MediaEditQuery as MediaEditQueryType } from './__generated__/MediaEditQuery.graphql';
import { requireSignedIn } from './editGuards.ts';
import { parseEditId, parseMediaForm, type MediaForm, type MediaTypeName } from './editRules.ts';

// /edit/{anime|manga}/{id|new}/{form?}/{submissionId?} (social §2): the media's editable fields; the genre list for
// the genre picker. A new media asks for none.
export const mediaEditQuery = graphql`
  query MediaEditQuery($id: Int!, $isNew: Boolean!) {
    Media(id: $id) @skip(if: $isNew) {
      id
      type
      title { romaji english native userPreferred }
      synonyms
      description
      format
      status(version: 2)
      source(version: 3)
      countryOfOrigin
      isAdult
      startDate { year month day }
      endDate { year month day }
      season
      seasonYear
      episodes
      duration
      chapters
      volumes
      genres
      hashtag
      coverImage { large color }
      bannerImage
      externalLinks { id url site type language }
    }
    GenreCollection
  }
`;

export interface MediaEditData extends RouteQuery<MediaEditQueryType> {
  readonly type: MediaTypeName;
  readonly mediaId: number | 'new';
  readonly form: MediaForm;
  readonly submissionId: number | null;
}

/**
 * The id is digits or "new", anything else is not found (checklist EDIT-07); an unknown media too, and one of the
 * other type goes to its own type's path. The forms need a signed-in member; the history is public.
 */
export const mediaEditLoader =
  (type: MediaTypeName) =>
  async ({ params }: LoaderFunctionArgs): Promise<MediaEditData> => {
    const mediaId = parseEditId(params.id, true);
    if (mediaId === null) throw redirect('/404');
    const { form, submissionId } = parseMediaForm(params.form, params.submissionId);
    if (form !== 'history') requireSignedIn();
    let loaded;
    try {
      loaded = await loadRouteQuery<MediaEditQueryType>('media-edit', mediaEditQuery, {
        id: mediaId === 'new' ? 0 : mediaId,
        isNew: mediaId === 'new',
      });
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.status === 404) throw redirect('/404');
      throw error;
    }
    if (mediaId !== 'new') {
      const media = loaded.data?.Media;
      if (!media) throw redirect('/404');
      if (media.type && media.type !== type) throw redirect(`/edit/${media.type.toLowerCase()}/${mediaId}`);
    }
    return { ...loaded, type, mediaId, form, submissionId };
  };

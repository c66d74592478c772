import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { advancedScoringAllowed, type ScoreFormat } from '@tsuzuki/events/scores';
import type { ListEditorData_media$data, ListEditorData_media$key } from './__generated__/ListEditorData_media.graphql';
import type { ListEditorData_viewer$key } from './__generated__/ListEditorData_viewer.graphql';
import { advancedScoresByLabel, enabledCustomLists } from './rules/entryData.ts';
import type { EditorContext } from './rules/entryForm.ts';
import { EMPTY_DATE, todayText } from './rules/fuzzyDates.ts';
import { isListStatus } from './rules/statusLabels.ts';
import { useMemberTimezone } from './useMemberTimezone.ts';

const mediaFragment = graphql`
  fragment ListEditorData_media on Media {
    id
    type
    status(version: 2)
    episodes
    chapters
    volumes
    isLocked
    title { userPreferred }
    coverImage { large color }
    bannerImage
    mediaListEntry {
      id
      status
      scoreRaw: score(format: POINT_100)
      progress
      progressVolumes
      repeat
      private
      notes
      hiddenFromStatusLists
      customLists(asArray: true)
      advancedScores
      revision
      startedAt { year month day }
      completedAt { year month day }
      rewatchStartedAt { year month day }
      ...RewatchHistory_entry
    }
  }
`;

const viewerFragment = graphql`
  fragment ListEditorData_viewer on User {
    id
    mediaListOptions {
      scoreFormat
      animeList { customLists advancedScoring advancedScoringEnabled }
      mangaList { customLists advancedScoring advancedScoringEnabled }
    }
  }
`;

const names = (items: ReadonlyArray<string | null | undefined> | null | undefined) =>
  (items ?? []).filter((item): item is string => !!item);
const date = (value: { year?: number | null; month?: number | null; day?: number | null } | null | undefined) =>
  value ? { year: value.year ?? null, month: value.month ?? null, day: value.day ?? null } : EMPTY_DATE;

export interface EditorData {
  readonly media: ListEditorData_media$data;
  readonly ctx: EditorContext;
}

/** The media and the member's options read once into the form's context (bounds, labels, the saved entry). */
export function useEditorContext(mediaKey: ListEditorData_media$key, viewerKey: ListEditorData_viewer$key): EditorData {
  const media = useFragment(mediaFragment, mediaKey);
  const viewer = useFragment(viewerFragment, viewerKey);
  const timezone = useMemberTimezone();
  const ctx = useMemo((): EditorContext => {
    const options = viewer.mediaListOptions;
    const scoreFormat = (options?.scoreFormat ?? 'POINT_10_DECIMAL') as ScoreFormat;
    const manga = media.type === 'MANGA';
    const list = manga ? options?.mangaList : options?.animeList;
    const advanced = list?.advancedScoringEnabled === true && advancedScoringAllowed(scoreFormat);
    const entry = media.mediaListEntry;
    return {
      mediaId: media.id,
      mediaType: manga ? 'MANGA' : 'ANIME',
      scoreFormat,
      advancedLabels: advanced ? names(list?.advancedScoring) : [],
      customListNames: names(list?.customLists),
      maxProgress: (manga ? media.chapters : media.episodes) || null,
      maxVolumes: manga ? media.volumes || null : null,
      today: todayText(timezone),
      saved:
        entry && isListStatus(entry.status)
          ? {
              status: entry.status,
              scoreRaw: entry.scoreRaw ?? 0,
              progress: entry.progress ?? 0,
              progressVolumes: entry.progressVolumes ?? 0,
              repeat: entry.repeat ?? 0,
              notes: entry.notes ?? '',
              private: entry.private === true,
              hiddenFromStatusLists: entry.hiddenFromStatusLists === true,
              customLists: enabledCustomLists(entry.customLists),
              advancedScores: advancedScoresByLabel(entry.advancedScores),
              startedAt: date(entry.startedAt),
              completedAt: date(entry.completedAt),
              rewatchStartedAt: entry.rewatchStartedAt ? date(entry.rewatchStartedAt) : null,
              revision: entry.revision,
            }
          : null,
    };
  }, [media, viewer, timezone]);
  return { media, ctx };
}

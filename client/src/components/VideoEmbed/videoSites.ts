import { YOUTUBE_ID } from '@tsuzuki/web/markdown/policy';

// The player URLs below must stay on VIDEO_FRAME_ORIGINS (policy.ts), the only frames the site's CSP allows.
// Where a video plays, for the sites the spec names (a media's trailer site "youtube or other"; markdown's youtube()).
// Ids are checked here because they go into URLs of another site: an id that is not one never reaches a frame.

export type VideoSite = 'youtube' | 'dailymotion';

export interface VideoSource {
  site: VideoSite;
  id: string;
  /** The page on the video's own site, for readers without frames. */
  watchUrl: string;
  /** The player, loaded only when the reader asks for it. */
  embedUrl: string;
  thumbnail: string;
}

// Dailymotion ids are short letters and digits ("x8abc12"); older ones have no leading x.
const DAILYMOTION_ID = /^[A-Za-z0-9]{5,15}$/;

export function videoSource(site: string | null | undefined, id: string | null | undefined): VideoSource | null {
  if (!id) return null;
  if (site === 'youtube' && YOUTUBE_ID.test(id)) {
    return {
      site,
      id,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
      // youtube-nocookie: YouTube sets no cookies until the reader plays the video.
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    };
  }
  if (site === 'dailymotion' && DAILYMOTION_ID.test(id)) {
    return {
      site,
      id,
      watchUrl: `https://www.dailymotion.com/video/${id}`,
      embedUrl: `https://www.dailymotion.com/embed/video/${id}?autoplay=1`,
      thumbnail: `https://www.dailymotion.com/thumbnail/video/${id}`,
    };
  }
  return null;
}

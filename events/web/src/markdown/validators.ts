// The editor's URL prompts (core §5 "Editor link prompts"), with the spec's messages.
export const INVALID_URL = 'Invalid URL';
export const INVALID_IMAGE_URL = 'Invalid image URL';
export const INVALID_VIDEO_URL = 'Invalid video URL';

// Optional http(s) scheme, dotted host with a letter TLD, optional port, then any path/query/hash.
const DOMAIN_LIKE = /^(?:https?:\/\/)?(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const IMAGE_URL = /^https?:\/\/\S+\.(?:png|jpe?g|gif)$/i;
const VIDEO_URL = /^https?:\/\/\S+\.(?:mp4|webm|ogv)$/i;

/** Null when the link URL looks like a domain, else the message to show. */
export function linkUrlError(url: string): string | null {
  return DOMAIN_LIKE.test(url.trim()) ? null : INVALID_URL;
}

export function imageUrlError(url: string): string | null {
  return IMAGE_URL.test(url.trim()) ? null : INVALID_IMAGE_URL;
}

export function videoUrlError(url: string): string | null {
  return VIDEO_URL.test(url.trim()) ? null : INVALID_VIDEO_URL;
}

/** The YouTube prompt takes anything (core §5): a text that is no video simply stays text when rendered. */
export function youtubeUrlError(_url: string): string | null {
  return null;
}

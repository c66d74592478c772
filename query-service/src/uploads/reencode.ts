import sharp, { type Sharp } from 'sharp';
import { PIXEL_LIMITS, type ImageKind } from './imageCheck.ts';

/**
 * The sizes the site shows, after AniList: square avatars of 230 px (avatar.large) and 100 px (avatar.medium),
 * cover-cropped from the middle; banners at most 1900x400 (AniList's banner size), cover-cropped to that band
 * when larger and never enlarged.
 */
export const AVATAR_SIZES = { large: 230, medium: 100 } as const;
export const BANNER_MAX = { width: 1900, height: 400 } as const;
/** A markdown image keeps its proportions, at most this many pixels a side. */
export const IMAGE_MAX = 1920;
export type AvatarSize = keyof typeof AVATAR_SIZES;

/**
 * Stored as WebP: it keeps a PNG's transparency (JPEG would flatten it onto a colour), is a quarter to a third
 * smaller than JPEG at the same quality, and every browser the client supports shows it.
 */
export const STORED_EXTENSION = 'webp';
const WEBP = { quality: 82 } as const;

export interface Rendition {
  /** '' for a banner, the size's name for an avatar. */
  variant: '' | AvatarSize;
  bytes: Buffer;
  width: number;
  height: number;
}

// sharp decodes and encodes on libuv's thread pool, never on the event loop; libvips then works on the image with
// threads of its own. One thread for each image, and one image at a time in this process (below): the pool is
// shared with file reads, DNS lookups and the import's gunzip, and on a machine of two cores a decode that took
// both would slow every request. A queue of uploads waits instead; each is bounded by PIXEL_LIMITS.
sharp.concurrency(1);
let imageQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = imageQueue.then(
    () => work(),
    () => work(),
  );
  imageQueue = turn.catch(() => undefined);
  return turn;
}

/**
 * Decodes the upload and encodes new images from its pixels alone: the EXIF orientation is applied first, then
 * every piece of metadata (EXIF, XMP, IPTC, ICC, comments) and whatever else the file carried (extra chunks,
 * bytes after the image) is left behind; colours are converted to sRGB. The kind's pixel limit holds here too, so
 * a header that lied to checkUpload still cannot make the decoder allocate more than that.
 */
export function reencode(kind: ImageKind, bytes: Uint8Array): Promise<Rendition[]> {
  return oneAtATime(async () => {
    const decoded = sharp(bytes, { limitInputPixels: PIXEL_LIMITS[kind].pixels }).autoOrient();
    if (kind === 'avatar') {
      // Decoded once: the medium square is made from the large one's pixels.
      const { data, info } = await decoded
        .resize(AVATAR_SIZES.large, AVATAR_SIZES.large, { fit: 'cover', position: 'centre' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const large = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      return Promise.all([encode('large', large()), encode('medium', large().resize(AVATAR_SIZES.medium, AVATAR_SIZES.medium))]);
    }
    // fit 'cover' with withoutEnlargement: scaled down until one side reaches the band, the rest cropped from
    // the middle; an image already smaller keeps its pixels and only loses what sticks out of 1900x400.
    if (kind === 'image') {
      return [await encode('', decoded.resize(IMAGE_MAX, IMAGE_MAX, { fit: 'inside', withoutEnlargement: true }))];
    }
    return [
      await encode('', decoded.resize(BANNER_MAX.width, BANNER_MAX.height, { fit: 'cover', position: 'centre', withoutEnlargement: true })),
    ];
  });
}

async function encode(variant: Rendition['variant'], pipeline: Sharp): Promise<Rendition> {
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { variant, bytes: data, width: info.width, height: info.height };
}

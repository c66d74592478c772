import sharp, { type Sharp } from 'sharp';
import { MAX_PIXELS } from './imageCheck.ts';

/**
 * The sizes the site shows, after AniList: square avatars of 230 px (avatar.large) and 100 px (avatar.medium),
 * cover-cropped from the middle; banners at most 1900x400 (AniList's banner size), cover-cropped to that band
 * when larger and never enlarged.
 */
export const AVATAR_SIZES = { large: 230, medium: 100 } as const;
export const BANNER_MAX = { width: 1900, height: 400 } as const;
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

/**
 * Decodes the upload and encodes new images from its pixels alone: the EXIF orientation is applied first, then
 * every piece of metadata (EXIF, XMP, IPTC, ICC, comments) and whatever else the file carried (extra chunks,
 * bytes after the image) is left behind; colours are converted to sRGB. The pixel limit holds here too, so a
 * header that lied to checkUpload still cannot make the decoder allocate more than MAX_PIXELS.
 */
export async function reencode(kind: 'avatar' | 'banner', bytes: Uint8Array): Promise<Rendition[]> {
  const decoded = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  if (kind === 'avatar') {
    return Promise.all(
      (Object.entries(AVATAR_SIZES) as [AvatarSize, number][]).map(([variant, side]) =>
        encode(variant, decoded().resize(side, side, { fit: 'cover', position: 'centre' }))),
    );
  }
  // fit 'cover' with withoutEnlargement: scaled down until one side reaches the band, the rest cropped from
  // the middle; an image already smaller keeps its pixels and only loses what sticks out of 1900x400.
  return [await encode('', decoded().resize(BANNER_MAX.width, BANNER_MAX.height, { fit: 'cover', position: 'centre', withoutEnlargement: true }))];
}

async function encode(variant: Rendition['variant'], pipeline: Sharp): Promise<Rendition> {
  const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { variant, bytes: data, width: info.width, height: info.height };
}

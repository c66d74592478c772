import sharp from 'sharp';

export type UploadImageType = 'png' | 'jpg';

const SIGNATURES: [UploadImageType, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];
/** What sharp calls the formats we accept. */
const SHARP_FORMAT: Record<UploadImageType, string> = { png: 'png', jpg: 'jpeg' };

export type UploadKind = 'avatar' | 'banner';
/** The profile's images, and `image`: one a member puts in their markdown (markdownImageRoute.ts). */
export type ImageKind = UploadKind | 'image';

/**
 * The largest image decoded, per kind, fitted to the sizes the site shows (reencode.ts): an avatar is shown at 230
 * px at most, so 2048x2048 is several times more than any screen shows of it; a banner at 1900x400, so a 4K
 * wallpaper (3840x2160) or a 7680x1000 strip. Decoding costs time with every pixel (a 25-megapixel banner took
 * 5.9 s to re-encode), and a few KB of PNG can declare 10000x10000 pixels (400 MB once decoded): anything larger is
 * refused from its header, before a pixel is decoded.
 */
export const PIXEL_LIMITS: Record<ImageKind, { pixels: number; side: number; example: string }> = {
  avatar: { pixels: 2048 * 2048, side: 4096, example: '2048x2048' },
  banner: { pixels: 3840 * 2160, side: 7680, example: '3840x2160' },
  // Shown at most a text column wide (about 1400 px), and stored at most 1920 a side (reencode.ts).
  image: { pixels: 4096 * 4096, side: 8192, example: '4096x4096' },
};

/** The refusal of an image past its kind's limit: what the limit is, so the member can scale the image down. */
export function tooLargeImage(kind: UploadKind): string {
  const { pixels, side, example } = PIXEL_LIMITS[kind];
  return `Image dimensions are too large for ${kind === 'avatar' ? 'an avatar' : 'a banner'} (at most ${(pixels / 1_000_000).toFixed(1)} megapixels, such as ${example}, and ${side} pixels a side)`;
}

export type UploadCheck =
  { ok: true; type: UploadImageType; width: number; height: number } | { ok: false; problem: 'format' | 'dimensions' };

/** The file signature alone: the cheap first look, before any parser sees the bytes. */
export function signatureType(bytes: Uint8Array): UploadImageType | null {
  const signed = SIGNATURES.find(([, sig]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b));
  return signed ? signed[0] : null;
}

/**
 * Is this a real JPEG or PNG of acceptable dimensions for its kind? The signature must match, and the header (read by
 * sharp without decoding the pixels) must parse as the same format with dimensions within the limits, so a
 * renamed GIF, a truncated file, bytes of anything else or a decompression bomb are refused.
 */
export async function checkUpload(kind: ImageKind, bytes: Uint8Array): Promise<UploadCheck> {
  const type = signatureType(bytes);
  if (!type) return { ok: false, problem: 'format' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (no pixels are decoded); sharp's own pixel limit is lifted here so that an oversized
    // image is told apart from a broken one: the decode that follows applies the limit again.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== SHARP_FORMAT[type]) return { ok: false, problem: 'format' };
    ({ width, height } = meta);
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (!width || !height) return { ok: false, problem: 'format' };
  const limit = PIXEL_LIMITS[kind];
  if (width > limit.side || height > limit.side || width * height > limit.pixels) return { ok: false, problem: 'dimensions' };
  return { ok: true, type, width, height };
}

import sharp from 'sharp';

export type UploadImageType = 'png' | 'jpg';

const SIGNATURES: [UploadImageType, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];
/** What sharp calls the formats we accept. */
const SHARP_FORMAT: Record<UploadImageType, string> = { png: 'png', jpg: 'jpeg' };

/**
 * Decompression-bomb limits: a few KB of PNG can declare 10000x10000 pixels (400 MB once decoded). A 24 MP
 * camera photo (6000x4000) passes; anything larger is refused from its header, before a pixel is decoded.
 */
export const MAX_PIXELS = 25_000_000;
export const MAX_SIDE = 10_000;
export const TOO_LARGE_IMAGE = `Image dimensions are too large (at most ${MAX_SIDE} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels)`;

export type UploadCheck =
  | { ok: true; type: UploadImageType; width: number; height: number }
  | { ok: false; problem: 'format' | 'dimensions' };

/** The file signature alone: the cheap first look, before any parser sees the bytes. */
export function signatureType(bytes: Uint8Array): UploadImageType | null {
  const signed = SIGNATURES.find(([, sig]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b));
  return signed ? signed[0] : null;
}

/**
 * Is this a real JPEG or PNG of acceptable dimensions? The signature must match, and the header (read by
 * sharp without decoding the pixels) must parse as the same format with dimensions within the limits, so a
 * renamed GIF, a truncated file, bytes of anything else or a decompression bomb are refused.
 */
export async function checkUpload(bytes: Uint8Array): Promise<UploadCheck> {
  const type = signatureType(bytes);
  if (!type) return { ok: false, problem: 'format' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only (no pixels are decoded); sharp's own pixel limit is lifted here so that an oversized
    // image is told apart from a broken one: the decode that follows applies MAX_PIXELS again.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== SHARP_FORMAT[type]) return { ok: false, problem: 'format' };
    ({ width, height } = meta);
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (!width || !height) return { ok: false, problem: 'format' };
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) return { ok: false, problem: 'dimensions' };
  return { ok: true, type, width, height };
}

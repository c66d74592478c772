import { imageSize } from 'image-size';

export type UploadImageType = 'png' | 'jpg';

const SIGNATURES: [UploadImageType, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpg', [0xff, 0xd8, 0xff]],
];
/** Larger than any avatar or banner a person means to upload; refuses decompression-bomb headers. */
const MAX_SIDE = 10_000;

/**
 * The type of a real JPEG or PNG, or null. The file signature must match and the image's header must parse
 * to sensible dimensions, so a renamed GIF, a truncated file or bytes of anything else are refused.
 */
export function uploadImageType(bytes: Uint8Array): UploadImageType | null {
  const signed = SIGNATURES.find(([, sig]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b));
  if (!signed) return null;
  try {
    const { type, width, height } = imageSize(bytes);
    if (type !== signed[0] || !width || !height || width > MAX_SIDE || height > MAX_SIDE) return null;
  } catch {
    return null;
  }
  return signed[0];
}

import { fetchImage, imageTypeOf, INVALID_IMAGE, PREPARE_FAILED, uploadImage, UPLOADING } from '../ImageUpload/imageUpload.ts';
import { showToast } from '../../system/toasts.ts';

/**
 * The markdown editor's image upload helper (core §5, §7, §8): fetches the image at `url` (5 s, then through the
 * proxy: "Failed to fetch image"), takes only a JPEG or PNG ("Invalid image format"; the signature check is the
 * spec's base64 rule, whose "/" and "i" are the first characters of FF D8 FF and 89 50 4E 47), makes sure the
 * browser can decode it ("Failed to prepare image for uploading"), says "Image valid, uploading...", and stores it.
 * Resolves with the stored image's address on this site, for img(...).
 */
export async function uploadTextImage(url: string): Promise<string> {
  const bytes = await fetchImage(url.trim());
  const type = imageTypeOf(bytes);
  if (!type) throw new Error(INVALID_IMAGE);
  await decodable(bytes, type);
  showToast(UPLOADING);
  const answer = (await uploadImage('image', bytes, type)) as { url?: unknown } | null;
  if (typeof answer?.url !== 'string' || !answer.url.startsWith('/uploads/')) throw new Error(PREPARE_FAILED);
  return answer.url;
}

/** A signature over broken pixel data (a truncated download) is not worth uploading; browsers without the API skip it. */
async function decodable(bytes: Uint8Array, type: string): Promise<void> {
  if (typeof createImageBitmap !== 'function') return;
  try {
    (await createImageBitmap(new Blob([bytes as BlobPart], { type }))).close();
  } catch {
    throw new Error(PREPARE_FAILED);
  }
}

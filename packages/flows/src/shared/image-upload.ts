import { ACTIVITY_IMAGE_MAX_MB, ACTIVITY_IMAGE_TYPES, ACTIVITY_MAX_IMAGES } from '../constants.js';
import { flowError, type FlowError } from '../errors.js';

/** A picked image: what the browser's File gives, with the file itself as `data` and its first bytes as `head`. */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
  data: Blob;
  /** The file's first `IMAGE_SIGNATURE_LENGTH` bytes (fewer for a shorter file): what it really is. */
  head: Uint8Array;
}

/** How many leading bytes `imageKind` reads: a png's signature is 8 bytes, a jpg's 3. */
export const IMAGE_SIGNATURE_LENGTH = 8;

/** The images the site uploads, as their bytes tell them. */
export type ImageKind = 'png' | 'jpeg';

const SIGNATURES: Readonly<Record<ImageKind, readonly number[]>> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/** The image a file's leading bytes begin (png or jpeg), or null: what it is, whatever type it declares. */
export function imageKind(head: Uint8Array): ImageKind | null {
  for (const kind of ['png', 'jpeg'] as const)
    if (SIGNATURES[kind].every((byte, i) => head[i] === byte)) return kind;
  return null;
}

/** An `UploadFile` of a picked file, its first bytes read for `uploadError`. */
export async function readUploadFile(file: Blob & { readonly name: string }): Promise<UploadFile> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, data: file, head };
}

/**
 * The spec's upload messages as keys ('Can't accept upload more than 3 images', 'The image maximum size is 5MB',
 * 'Only acceptable png or jpg'), and a file that declares png or jpg but whose bytes are neither.
 */
export const UPLOAD_ERRORS = {
  tooMany: flowError('error_max_images', { max: ACTIVITY_MAX_IMAGES }),
  tooBig: flowError('error_image_size', { mb: ACTIVITY_IMAGE_MAX_MB }),
  badType: flowError('error_image_type'),
  notImage: flowError('error_image_content'),
} as const;

/** Whether a flow's error is the upload rule's (the picked files are refused), not a sending failure. */
export const isUploadError = (error: FlowError | null): boolean =>
  error !== null && Object.values(UPLOAD_ERRORS).some((upload) => upload.key === error.key);

/**
 * Checks new files against the ones already picked; null when all may be added. One rule for every
 * image the site uploads (activity application, feedback, withdrawal proof): png or jpg, 5 MB, at most 3.
 * The declared type is the browser's guess from the file's name, so the bytes decide too: a renamed
 * file of anything else never reaches the backend.
 */
export function uploadError(current: readonly UploadFile[], files: readonly UploadFile[]): FlowError | null {
  if (current.length + files.length > ACTIVITY_MAX_IMAGES) return UPLOAD_ERRORS.tooMany;
  if (files.some((file) => !ACTIVITY_IMAGE_TYPES.includes(file.type.toLowerCase())))
    return UPLOAD_ERRORS.badType;
  if (files.some((file) => imageKind(file.head) === null)) return UPLOAD_ERRORS.notImage;
  if (files.some((file) => file.size > ACTIVITY_IMAGE_MAX_MB * 1024 * 1024)) return UPLOAD_ERRORS.tooBig;
  return null;
}

/** What picking files does to a form's images: refused with the rule's message (the images stay), or added. */
export function addImages(
  images: readonly UploadFile[],
  files: readonly UploadFile[],
): { images?: UploadFile[]; error: FlowError | null } {
  const error = uploadError(images, files);
  return error ? { error } : { images: [...images, ...files], error: null };
}

/** The images without the one removed; a refusal's message goes with it. */
export function removeImage(
  images: readonly UploadFile[],
  index: number,
): { images: UploadFile[]; error: null } {
  return { images: images.filter((_, i) => i !== index), error: null };
}

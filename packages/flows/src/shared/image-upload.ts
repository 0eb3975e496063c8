import { ACTIVITY_IMAGE_MAX_MB, ACTIVITY_IMAGE_TYPES, ACTIVITY_MAX_IMAGES } from '../constants.js';
import { flowError, type FlowError } from '../errors.js';

/** A picked image: what the browser's File gives, with the file itself as `data`. */
export interface UploadFile {
  name: string;
  type: string;
  size: number;
  data: Blob;
}

/** The spec's upload messages as keys ('Can't accept upload more than 3 images', 'The image maximum size is 5MB', 'Only acceptable png or jpg'). */
export const UPLOAD_ERRORS = {
  tooMany: flowError('error_max_images', { max: ACTIVITY_MAX_IMAGES }),
  tooBig: flowError('error_image_size', { mb: ACTIVITY_IMAGE_MAX_MB }),
  badType: flowError('error_image_type'),
} as const;

/**
 * Checks new files against the ones already picked; null when all may be added. One rule for every
 * image the site uploads (activity application, feedback, withdrawal proof): png or jpg, 5 MB, at most 3.
 */
export function uploadError(current: readonly UploadFile[], files: readonly UploadFile[]): FlowError | null {
  if (current.length + files.length > ACTIVITY_MAX_IMAGES) return UPLOAD_ERRORS.tooMany;
  if (files.some((file) => !ACTIVITY_IMAGE_TYPES.includes(file.type.toLowerCase())))
    return UPLOAD_ERRORS.badType;
  if (files.some((file) => file.size > ACTIVITY_IMAGE_MAX_MB * 1024 * 1024)) return UPLOAD_ERRORS.tooBig;
  return null;
}

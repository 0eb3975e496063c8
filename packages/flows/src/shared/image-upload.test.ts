import { describe, expect, it } from 'vitest';
import { uploadError, UPLOAD_ERRORS, type UploadFile } from './image-upload.js';

const image = (type = 'image/png', size = 1024): UploadFile => ({
  name: 'a',
  type,
  size,
  data: new Blob(['x']),
});
const MB = 1024 * 1024;

describe('image upload rule', () => {
  it('png or jpg (any case), 5 MB each, at most 3 with those already picked', () => {
    expect(uploadError([], [image(), image('IMAGE/JPEG', 5 * MB)])).toBeNull();
    expect(uploadError([], [image('image/gif')])).toBe(UPLOAD_ERRORS.badType);
    expect(uploadError([], [image('image/jpeg', 5 * MB + 1)])).toBe(UPLOAD_ERRORS.tooBig);
    expect(uploadError([image(), image()], [image()])).toBeNull();
    expect(uploadError([image(), image()], [image(), image()])).toBe(UPLOAD_ERRORS.tooMany);
  });
  it('the count is checked first: a fourth image is refused for being one too many, whatever its type', () => {
    expect(uploadError([image(), image(), image()], [image('image/gif')])).toBe(UPLOAD_ERRORS.tooMany);
  });
});

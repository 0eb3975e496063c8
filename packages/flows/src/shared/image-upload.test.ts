import { describe, expect, it } from 'vitest';
import { headOf, JPEG_HEAD, PNG_HEAD } from '../testing/image-heads.js';
import {
  imageKind,
  isUploadError,
  readUploadFile,
  uploadError,
  UPLOAD_ERRORS,
  type UploadFile,
} from './image-upload.js';

const image = (type = 'image/png', size = 1024, head = headOf(type)): UploadFile => ({
  name: 'a',
  type,
  size,
  data: new Blob(['x']),
  head,
});
const MB = 1024 * 1024;
const text = (s: string) => new TextEncoder().encode(s);

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
  it('refuses a file that declares png or jpg when its bytes are neither', () => {
    expect(uploadError([], [image('image/png', 1024, text('<svg onload=x>'))])).toBe(UPLOAD_ERRORS.notImage);
    expect(uploadError([], [image(), image('image/jpeg', 1024, text('GIF89a..'))])).toBe(
      UPLOAD_ERRORS.notImage,
    );
    expect(uploadError([], [image('image/png', 0, new Uint8Array())])).toBe(UPLOAD_ERRORS.notImage);
    expect(UPLOAD_ERRORS.notImage.key).toBe('error_image_content');
  });
  it('takes a png declared as jpg and the other way round: both are images it accepts', () => {
    expect(
      uploadError([], [image('image/jpeg', 1024, PNG_HEAD), image('image/png', 1024, JPEG_HEAD)]),
    ).toBeNull();
  });
});

describe('isUploadError', () => {
  it("tells the rule's refusals from other failures", () => {
    for (const error of Object.values(UPLOAD_ERRORS)) expect(isUploadError(error)).toBe(true);
    expect(isUploadError({ code: 'server', key: 'server_message', params: { message: 'x' } })).toBe(false);
    expect(isUploadError(null)).toBe(false);
  });
});

describe('imageKind', () => {
  it('reads the png and jpg signatures, and nothing else', () => {
    expect(imageKind(PNG_HEAD)).toBe('png');
    expect(imageKind(JPEG_HEAD)).toBe('jpeg');
    expect(imageKind(Uint8Array.of(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(imageKind(PNG_HEAD.slice(0, 7))).toBeNull();
    expect(imageKind(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00))).toBeNull();
    expect(imageKind(text('%PDF-1.7'))).toBeNull();
    expect(imageKind(new Uint8Array())).toBeNull();
  });
});

describe('readUploadFile', () => {
  it('keeps the name, declared type and size, and reads the first 8 bytes', async () => {
    const bytes = Uint8Array.of(...PNG_HEAD, 1, 2, 3, 4);
    const blob = Object.assign(new Blob([bytes], { type: 'image/png' }), { name: 'slip.png' });
    const file = await readUploadFile(blob);
    expect(file).toMatchObject({ name: 'slip.png', type: 'image/png', size: 12, data: blob });
    expect([...file.head]).toEqual([...PNG_HEAD]);
    expect(uploadError([], [file])).toBeNull();
  });
  it('reads what there is of a shorter file', async () => {
    const blob = Object.assign(new Blob(['abc'], { type: 'image/png' }), { name: 'short.png' });
    const file = await readUploadFile(blob);
    expect([...file.head]).toEqual([0x61, 0x62, 0x63]);
    expect(uploadError([], [file])).toBe(UPLOAD_ERRORS.notImage);
  });
});

/** The leading bytes of real images, for tests of the upload rule and the machines that apply it. */

/** A png's first 8 bytes: its signature. */
export const PNG_HEAD = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** A JFIF jpg's first 8 bytes. */
export const JPEG_HEAD = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);

/** The leading bytes of a real image of the declared type (a png's for any type but jpg). */
export const headOf = (type: string): Uint8Array =>
  type.toLowerCase() === 'image/jpeg' ? JPEG_HEAD : PNG_HEAD;

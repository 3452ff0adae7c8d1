// Images for upload and delivery tests: valid files of every accepted format, hostile files (script SVG,
// polyglots, a pixel flood, oversized and truncated files), and a multipart body builder for app.inject.
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number, color = '#2f7a4f') =>
  sharp({ create: { width, height, channels: 3, background: color } });

/** A photo-like JPEG (noise, so it does not compress to nothing). */
export const jpeg = (width = 640, height = 480) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
export const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 102, b: 51, alpha: 0.5 } } })
    .png()
    .toBuffer();
export const webp = (width = 300, height = 200) => solid(width, height).webp().toBuffer();
export const gif = (width = 120, height = 80) => solid(width, height, '#ffcc00').gif().toBuffer();
export const avif = (width = 200, height = 120) => solid(width, height, '#336699').avif().toBuffer();

/** A JPEG carrying EXIF with a camera make and GPS coordinates (Quezon City). */
export const jpegWithGps = () =>
  solid(400, 300)
    .withExif({
      IFD0: { Make: 'FieldCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '14/1 38/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 2/1 2400/100',
      },
    })
    .jpeg()
    .toBuffer();

/** A script-bearing SVG (to be sent under a .png name and type). */
export const scriptSvg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
  );

/** An HTML document that starts with JPEG magic bytes (sniffs as a JPEG, is not one). */
export const htmlJpegPolyglot = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
    Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'),
  ]);

/** A real, decodable JPEG with HTML in a comment segment and after the end marker. */
export async function jpegWithHiddenHtml(): Promise<Buffer> {
  const img = await solid(200, 150).jpeg().toBuffer();
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  const com = Buffer.alloc(4);
  com.writeUInt16BE(0xfffe, 0);
  com.writeUInt16BE(html.length + 2, 2);
  // SOI, then a COM segment with the HTML, then the rest of the JPEG, then HTML again after EOI.
  return Buffer.concat([img.subarray(0, 2), com, html, img.subarray(2), html]);
}

/** A PNG header claiming width × height with a tiny, validly compressed all-black 1-bit image: a pixel flood. */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte + packed pixels, all zero
  const raw = Buffer.alloc(row.length * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** More bytes than the upload limit, starting like a JPEG. */
export const oversized = (bytes = 11 * 1024 * 1024) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(bytes - 4)]);

/** A JPEG cut off half-way. */
export async function truncatedJpeg(): Promise<Buffer> {
  const full = await jpeg(800, 600);
  return full.subarray(0, Math.floor(full.length / 2));
}

/** Whether a stored file still carries EXIF, GPS in particular. */
export async function exifOf(bytes: Buffer): Promise<{ exif: boolean; gps: boolean }> {
  const meta = await sharp(bytes).metadata();
  const exif = meta.exif;
  return { exif: Boolean(exif?.length), gps: Boolean(exif?.includes(Buffer.from('GPS'))) || hasGpsIfd(exif) };
}

function hasGpsIfd(exif: Buffer | undefined): boolean {
  // Tag 0x8825 (GPSInfo IFD pointer) in either byte order.
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

export interface MultipartFile {
  field: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject: text fields (repeatable) and files, in the given order. */
export function multipartBody(
  fields: Array<[string, string]>,
  files: MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----campus${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

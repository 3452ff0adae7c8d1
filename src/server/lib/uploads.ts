// Uploaded images: judged by their bytes (magic number, then a full decode by sharp), never by the file name
// or the declared type; re-encoded so metadata (EXIF GPS, comments, trailing data) is gone.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_IMAGE_UPLOAD_MB, MAX_IMAGE_UPLOAD_MEGAPIXELS } from '../../shared/contract/articles.ts';
import { HttpError } from './http-errors.ts';

export const MAX_UPLOAD_MB = MAX_IMAGE_UPLOAD_MB;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Decompression bombs: an image may not decode to more pixels than this (all frames together). */
export const MAX_UPLOAD_PIXELS = MAX_IMAGE_UPLOAD_MEGAPIXELS * 1_000_000;

export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export const FORMAT_INFO: Record<UploadFormat, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  avif: { ext: 'avif', contentType: 'image/avif' },
};

export interface DecodedUpload {
  /** The re-encoded bytes that are stored. */
  data: Buffer;
  format: UploadFormat;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/** Which accepted format the bytes start like, or undefined (SVG, HTML, PDF, anything else). */
export function sniffImageFormat(b: Buffer): UploadFormat | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp') {
    // ISO-BMFF: the major brand or a compatible brand must be AVIF (HEIC and video are refused).
    const boxSize = Math.min(b.readUInt32BE(0), b.length, 256);
    const brands: string[] = [b.subarray(8, 12).toString('latin1')];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(b.subarray(i, i + 4).toString('latin1'));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

const sharpFormatOf: Record<string, UploadFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heif: 'avif',
};

/** One file of a multipart form, as received. */
export interface FormFile {
  /** Field name without a trailing `[]`. */
  field: string;
  /** 1-based index among the files of its field. */
  index: number;
  /** The client's file name: shown in messages only, never used in a path. */
  filename: string;
  bytes: Buffer;
}

/** How a form file is named in messages and in the `field` of a 400 reply: "Slider image 3 (beach.jpg)". */
export function describeFile(
  f: Pick<FormFile, 'field' | 'index' | 'filename'>,
  base: string,
  multiple: boolean,
) {
  // Only the last segment, printable and short: the name is echoed back as text, never as a path.
  const shown = (f.filename.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 60);
  return {
    label: `${multiple ? `${base} ${f.index}` : base}${shown ? ` (${shown})` : ''}`,
    field: multiple ? `${f.field}[${f.index - 1}]` : f.field,
  };
}

/**
 * Decodes and re-encodes one upload. Throws a 400 whose message starts with `label` and whose `field`
 * names the form field when the bytes are not a JPEG, PNG, WebP, GIF or AVIF image, are too large,
 * damaged or a pixel flood.
 */
export async function decodeUpload(
  bytes: Buffer,
  name: { label: string; field: string },
): Promise<DecodedUpload> {
  const refuse = (why: string) => new HttpError(400, `${name.label}: ${why}`, { field: name.field });
  if (bytes.length === 0) throw refuse('the file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(`the file is larger than ${MAX_UPLOAD_MB} MB.`);
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw refuse('only JPEG, PNG, WebP, GIF and AVIF images are accepted.');

  // failOn 'warning' refuses truncated or damaged files instead of storing a half-grey picture.
  const input = { failOn: 'warning', limitInputPixels: MAX_UPLOAD_PIXELS, animated: true } as const;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, input).metadata();
  } catch (err) {
    throw pixelOr(err, refuse, 'the file is not a readable image.');
  }
  const decodedAs = sharpFormatOf[meta.format ?? ''];
  if (decodedAs !== sniffed || (sniffed === 'avif' && meta.compression !== 'av1')) {
    throw refuse('only JPEG, PNG, WebP, GIF and AVIF images are accepted.');
  }
  const width = meta.width ?? 0;
  const pageHeight = meta.pageHeight ?? meta.height ?? 0;
  const frames = meta.pages ?? 1;
  if (!width || !pageHeight) throw refuse('the file is not a readable image.');
  if (width * pageHeight * frames > MAX_UPLOAD_PIXELS) throw refuse(pixelMessage());

  try {
    // autoOrient applies the EXIF rotation to the pixels; sharp writes no metadata unless asked to.
    const pipeline = sharp(bytes, { ...input, autoOrient: true });
    const data = await encodeAs(pipeline, sniffed).toBuffer();
    const { ext, contentType } = FORMAT_INFO[sniffed];
    return { data, format: sniffed, ext, contentType, width, height: pageHeight };
  } catch (err) {
    throw pixelOr(err, refuse, 'the file is damaged or incomplete.');
  }
}

function encodeAs(pipeline: Sharp, format: UploadFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 88, mozjpeg: false });
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'webp':
      return pipeline.webp({ quality: 88 });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 70, effort: 3 });
  }
}

const pixelMessage = () =>
  `the image has too many pixels (at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels).`;

function pixelOr(err: unknown, refuse: (why: string) => HttpError, otherwise: string): HttpError {
  return /pixel limit/i.test((err as Error)?.message ?? '') ? refuse(pixelMessage()) : refuse(otherwise);
}

/** A new storage key for an article image; the client's file name is never part of it. */
export function newArticleImageKey(ext: string): string {
  return `articles/${randomUUID()}.${ext}`;
}

export interface MultipartForm {
  /** Text fields by name (a trailing `[]` removed), every value in order. */
  fields: Map<string, string[]>;
  files: FormFile[];
}

export interface MultipartRules {
  /** Accepted file fields and their labels for messages, e.g. { thumbnail: 'Thumbnail' }. */
  fileLabels: Record<string, string>;
  /** Most files per field. */
  maxFiles: Record<string, number>;
  /** Message when a field has more files than allowed. */
  tooManyFiles: (field: string) => HttpError;
}

const stripBrackets = (name: string) => name.replace(/\[\]$/, '');

/**
 * Reads a whole multipart form into memory (bounded by the multipart limits registered with the route),
 * turning limit errors into 400s that name the field. Empty file inputs (no name, no bytes) are skipped.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: MultipartRules,
): Promise<MultipartForm> {
  const errors = request.server.multipartErrors;
  const fields = new Map<string, string[]>();
  const files: FormFile[] = [];
  const counts = new Map<string, number>();
  try {
    for await (const part of request.parts()) {
      const field = stripBrackets(part.fieldname);
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, `${field} is too long`, { field });
        const list = fields.get(field) ?? [];
        list.push(String(part.value ?? ''));
        fields.set(field, list);
        continue;
      }
      if (!(field in rules.fileLabels)) {
        part.file.resume();
        throw new HttpError(400, `Unexpected file field "${field.slice(0, 40)}"`, { field });
      }
      const index = (counts.get(field) ?? 0) + 1;
      const multiple = (rules.maxFiles[field] ?? 1) > 1;
      const name = describeFile(
        { field, index, filename: part.filename ?? '' },
        rules.fileLabels[field] ?? field,
        multiple,
      );
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if (err instanceof errors.RequestFileTooLargeError) {
          throw new HttpError(400, `${name.label}: the file is larger than ${MAX_UPLOAD_MB} MB.`, {
            field: name.field,
          });
        }
        throw err;
      }
      if (bytes.length === 0 && !part.filename) continue;
      counts.set(field, index);
      if (index > (rules.maxFiles[field] ?? 1)) throw rules.tooManyFiles(field);
      files.push({ field, index, filename: part.filename ?? '', bytes });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof errors.FilesLimitError) throw rules.tooManyFiles('');
    if (err instanceof errors.FieldsLimitError || err instanceof errors.PartsLimitError) {
      throw new HttpError(400, 'The form has too many fields');
    }
    if (err instanceof errors.InvalidMultipartContentTypeError)
      throw new HttpError(400, 'The form is not valid multipart data');
    if (err instanceof errors.PrototypeViolationError)
      throw new HttpError(400, 'The form has an invalid field name');
    throw err;
  }
  return { fields, files };
}

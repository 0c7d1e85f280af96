import sharp from 'sharp';
import type { MediaKind } from '@zilt/contracts/media';

// What an uploaded file is, read from its bytes alone: the name and the Content-Type a client
// sends say nothing about it. Images must also decode with sharp, as the image route will.

export type AcceptedFile = {
  kind: MediaKind;
  contentType: string;
  /** The extension of the item's address: what the file is, not what it was called. */
  extension: string;
  width: number | null;
  height: number | null;
};

export type FileCheck = ({ ok: true } & AcceptedFile) | { ok: false; status: 400 | 413; message: string };

/** Largest picture the image route decodes, in pixels (as its own limit). */
export const maxImagePixels = 50_000_000;

export const acceptedKindsText = 'JPEG, PNG, WebP and AVIF images and PDF documents';

type Sniffed = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf' | 'svg' | undefined;

const imageTypes = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', sharpFormat: 'jpeg', name: 'JPEG' },
  png: { contentType: 'image/png', extension: 'png', sharpFormat: 'png', name: 'PNG' },
  webp: { contentType: 'image/webp', extension: 'webp', sharpFormat: 'webp', name: 'WebP' },
  // sharp reads AVIF through libheif and calls it "heif" (with AV1 compression).
  avif: { contentType: 'image/avif', extension: 'avif', sharpFormat: 'heif', name: 'AVIF' },
} as const;

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Buffer, from: number, to: number): string {
  return bytes.subarray(from, Math.min(to, bytes.length)).toString('latin1');
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names the `avif` (still) or `avis` (sequence) brand. */
function isAvif(bytes: Buffer): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.length >= 4 ? bytes.readUInt32BE(0) : 0;
  const end = Math.min(Math.max(boxSize, 16), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** An SVG is XML text (after an optional byte-order mark and white space) with an `<svg` element early on. */
function isSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('<') && /<svg[\s>]/i.test(start);
}

function sniff(bytes: Buffer): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}

function refuse(message: string): FileCheck {
  return { ok: false, status: 400, message };
}

/** A PDF starts with `%PDF-` and ends with `%%EOF` (in its last 2 KB: a cut-off upload has none). */
function checkPdf(bytes: Buffer): FileCheck {
  if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF', 0, 'latin1')) {
    return refuse('The file starts like a PDF but has no end of file marker (%%EOF): it is cut off or damaged');
  }
  return { ok: true, kind: 'document', contentType: 'application/pdf', extension: 'pdf', width: null, height: null };
}

async function checkImage(bytes: Buffer, type: keyof typeof imageTypes): Promise<FileCheck> {
  const expected = imageTypes[type];
  try {
    const image = sharp(bytes, { limitInputPixels: maxImagePixels });
    const meta = await image.metadata();
    if (meta.format !== expected.sharpFormat || (type === 'avif' && meta.compression !== 'av1')) {
      return refuse(`The file starts like a ${expected.name} image but decodes as ${meta.format ?? 'nothing known'}`);
    }
    // Decoding a small copy reads the whole picture, as the image route will.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    return { ok: true, kind: 'image', contentType: expected.contentType, extension: expected.extension, width, height };
  } catch (error) {
    return refuse(`The file starts like a ${expected.name} image but cannot be decoded: ${(error as Error).message}`);
  }
}

/**
 * Accepts JPEG, PNG, WebP and AVIF images that decode, and PDF documents, at most `maxBytes`
 * (images at most `maxImageBytes`, what the image route reads); refuses SVG (it can carry
 * scripts and links, and we do not sanitise it) and anything else, naming what was found.
 */
export async function checkFile(
  bytes: Buffer,
  limits: { maxBytes: number; maxImageBytes: number },
): Promise<FileCheck> {
  if (bytes.length === 0) return refuse('The request body is empty: send the file as the body');
  if (bytes.length > limits.maxBytes) {
    return {
      ok: false,
      status: 413,
      message: `The file is larger than ${limits.maxBytes} bytes, the largest accepted`,
    };
  }
  const type = sniff(bytes);
  if (type === 'svg') {
    return refuse(
      'SVG images are refused: an SVG can carry scripts and links, and the library does not sanitise them; upload the picture as PNG or WebP',
    );
  }
  if (type === 'pdf') return checkPdf(bytes);
  if (type === undefined) {
    return refuse(`The file is not one the library accepts (by its content): accepted are ${acceptedKindsText}`);
  }
  if (bytes.length > limits.maxImageBytes) {
    return {
      ok: false,
      status: 413,
      message: `The image is larger than ${limits.maxImageBytes} bytes, the largest image the image route reads`,
    };
  }
  return checkImage(bytes, type);
}

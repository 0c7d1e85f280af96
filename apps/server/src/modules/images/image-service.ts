import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageFormats, socialCardSize, type ImageFormat } from '@zilt/contracts/image-sizes';
import { mediaLibraryCacheControl } from '@zilt/contracts/media';

const socialCardLabel = `${socialCardSize.width}x${socialCardSize.height}`;
import { allowedImageSizes, isAllowedImageSize } from './sizes.ts';

// Every rendered image is kept on disk and read from there, so libvips' own cache of decoded
// images and operations (up to 50 MB by default) would only hold memory: it is turned off.
sharp.cache(false);

/** Source files may be at most this large; anything bigger is refused rather than decoded. */
export const maxSourceBytes = 20 * 1024 * 1024;
const sourceExtensions = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif']);

export interface ImageRequest {
  width: number;
  height: number;
  format: ImageFormat;
  /** Path below the media folder, e.g. `team/tm-01.svg`. */
  source: string;
}

export type ImageResult =
  | { ok: true; body: Buffer; contentType: string; etag: string; cacheControl: string }
  | { ok: false; status: 400 | 404; message: string };

/** Files of the media folder change only with a new release of the content. */
const folderCacheControl = 'public, max-age=86400';

export const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg' };

export type ParsedImageRequest = { ok: true; request: ImageRequest } | { ok: false; message: string };

/** Reads `{width}x{height}`, the format and the source path of the route; names the first problem. */
export function parseImageRequest(size: string, format: string, source: string): ParsedImageRequest {
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(size);
  if (!match) return { ok: false, message: `size "${size}" must be written as {width}x{height}, e.g. 500x500` };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!isAllowedImageSize(width, height)) {
    return {
      ok: false,
      message: `size ${width}x${height} is not offered; offered sizes: ${[...allowedImageSizes, socialCardLabel].join(', ')}`,
    };
  }
  if (!(imageFormats as readonly string[]).includes(format)) {
    return { ok: false, message: `format "${format}" is not offered; use ${imageFormats.join(' or ')}` };
  }
  if (!isAllowedImageSize(width, height, format as ImageFormat)) {
    return { ok: false, message: `format "${format}" is offered only at ${socialCardLabel} (the social card)` };
  }
  const normalised = path.posix.normalize(source);
  if (
    !source ||
    source.includes('\0') ||
    source.includes('\\') ||
    normalised.startsWith('..') ||
    path.posix.isAbsolute(normalised)
  ) {
    return { ok: false, message: `source "${source}" must be a file inside the media folder` };
  }
  if (!sourceExtensions.has(path.posix.extname(normalised).toLowerCase())) {
    return { ok: false, message: `source "${source}" is not an image (${[...sourceExtensions].join(', ')})` };
  }
  return { ok: true, request: { width, height, format: format as ImageFormat, source: normalised } };
}

/** A file of the media library, as the image route reads it (the media module opens it). */
export interface LibraryImage {
  id: string;
  kind: string;
  /** Changes whenever the file does (its SHA-256). */
  version: string;
  bytes(): Promise<Buffer>;
}

/**
 * Sources below `library/` (`library/{id}/{name}.{extension}`) are files of the media library,
 * read from the database through `open`; every other source is a file of the media folder.
 */
export const librarySourcePrefix = 'library/';

export interface ImageServiceOptions {
  mediaDir: string;
  cacheDir: string;
  /** Opens a media library file by its id and name, or answers undefined when there is none. */
  openLibraryImage?: (id: string, name: string) => Promise<LibraryImage | undefined>;
}

type Source =
  | { ok: true; key: string; cachePath: string; cacheControl: string; load: () => Promise<Buffer> }
  | { ok: false; status: 400 | 404; message: string };

/**
 * Renders media images at the offered sizes with sharp and keeps each result on disk, so an
 * image is resized once per source version, size and format.
 */
export function createImageService({ mediaDir, cacheDir, openLibraryImage }: ImageServiceOptions) {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function render(load: () => Promise<Buffer>, request: ImageRequest, cachePath: string): Promise<Buffer> {
    try {
      return await readFile(cachePath);
    } catch {
      // not cached yet
    }
    const pipeline = sharp(await load(), { density: 144, limitInputPixels: 50_000_000 }).resize(
      request.width,
      request.height,
      {
        fit: 'cover',
        position: 'attention',
      },
    );
    // JPEG (the social card) has no transparency: drawn on white.
    const body =
      request.format === 'webp'
        ? await pipeline.webp({ quality: 78, effort: 4 }).toBuffer()
        : request.format === 'jpeg'
          ? await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
          : await pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
    await mkdir(path.dirname(cachePath), { recursive: true });
    const temporary = `${cachePath}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cachePath);
    return body;
  }

  function renderKey(request: ImageRequest, version: string): string {
    return createHash('sha256')
      .update(`${request.source}\0${version}\0${request.width}x${request.height}\0${request.format}`)
      .digest('hex')
      .slice(0, 32);
  }

  function libraryCacheDir(id: string): string {
    return path.join(cacheDir, 'library', id);
  }

  /** A library image: the key holds its version, so a replaced file is never served stale. */
  async function librarySource(request: ImageRequest): Promise<Source> {
    const missing = { ok: false as const, status: 404 as const, message: `no media file "${request.source}"` };
    const [id, name, ...rest] = request.source.slice(librarySourcePrefix.length).split('/');
    if (!openLibraryImage || !id || !name || rest.length > 0) return missing;
    const image = await openLibraryImage(id, name);
    if (!image || image.kind !== 'image') return missing;
    const key = renderKey(request, image.version);
    return {
      ok: true,
      key,
      cachePath: path.join(libraryCacheDir(image.id), `${key}.${request.format}`),
      cacheControl: mediaLibraryCacheControl,
      load: () => image.bytes(),
    };
  }

  async function folderSource(request: ImageRequest): Promise<Source> {
    const root = path.resolve(mediaDir);
    const sourcePath = path.resolve(root, request.source);
    if (!sourcePath.startsWith(root + path.sep)) {
      return { ok: false, status: 400, message: `source "${request.source}" must be a file inside the media folder` };
    }
    let info;
    try {
      info = await stat(sourcePath);
    } catch {
      return { ok: false, status: 404, message: `no media file "${request.source}"` };
    }
    if (!info.isFile()) return { ok: false, status: 404, message: `no media file "${request.source}"` };
    if (info.size > maxSourceBytes) {
      return { ok: false, status: 400, message: `source "${request.source}" is larger than ${maxSourceBytes} bytes` };
    }
    // The key changes when the source changes, so a replaced file is never served stale.
    const key = renderKey(request, `${info.size}\0${info.mtimeMs}`);
    return {
      ok: true,
      key,
      cachePath: path.join(cacheDir, key.slice(0, 2), `${key}.${request.format}`),
      cacheControl: folderCacheControl,
      load: () => readFile(sourcePath),
    };
  }

  return {
    async get(request: ImageRequest): Promise<ImageResult> {
      const source = request.source.startsWith(librarySourcePrefix)
        ? await librarySource(request)
        : await folderSource(request);
      if (!source.ok) return source;
      const { key } = source;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = render(source.load, request, source.cachePath).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      try {
        const body = await pending;
        return {
          ok: true,
          body,
          contentType: contentTypes[request.format],
          etag: `"${key}"`,
          cacheControl: source.cacheControl,
        };
      } catch (error) {
        return {
          ok: false,
          status: 400,
          message: `source "${request.source}" could not be read as an image: ${(error as Error).message}`,
        };
      }
    },

    /** Drops this process's resized copies of a library image (after its file was replaced or deleted). */
    async forgetLibraryImage(id: string): Promise<void> {
      if (!/^[A-Za-z0-9]+$/.test(id)) return;
      await rm(libraryCacheDir(id), { recursive: true, force: true });
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { detailHeaderSize, imageSizes } from '@zilt/contracts/image-sizes';

describe('image route', () => {
  let test: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zilt-images-'));
    test = await createTestApp('pglite', { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await test?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  const everySize = [
    ...Object.entries(imageSizes).flatMap(([name, { width, height }]) => [
      [name, width, height],
      [`${name} 2x`, width * 2, height * 2],
    ]),
    ...detailHeaderSize.widths.map((width) => [`detail header ${width}`, width, detailHeaderSize.height]),
  ] as [string, number, number][];

  it.each(everySize)('serves the %s size (%ix%i) as WebP at exactly that size', async (_name, width, height) => {
    const response = await get(`/images/r/${width}x${height}/webp/saline-fields.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  });

  it('serves AVIF and images in subfolders of the media folder', async () => {
    const response = await get('/images/r/500x500/avif/team/tm-01.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 500, 500]);
  });

  it('serves the social card as a 1200 × 630 JPEG, and JPEG at no other size', async () => {
    const response = await get('/images/r/1200x630/jpeg/saline-fields.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const other = await get('/images/r/500x500/jpeg/saline-fields.svg');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('format "jpeg" is offered only at 1200x630');
  });

  it('keeps each result on disk under DATA_DIR/image-cache and answers repeats from there', async () => {
    const first = await get('/images/r/620x620/webp/delta.svg');
    const cached = (await readdir(path.join(dataDir, 'image-cache'), { recursive: true })).filter((name) =>
      name.endsWith('.webp'),
    );
    expect(cached.length).toBeGreaterThan(0);
    const second = await get('/images/r/620x620/webp/delta.svg');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await test.app.inject({
      method: 'GET',
      url: '/images/r/620x620/webp/delta.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it.each([
    ['a size that is not offered', '/images/r/501x500/webp/delta.svg', 'size 501x500 is not offered'],
    ['a huge size', '/images/r/20000x20000/webp/delta.svg', 'size 20000x20000 is not offered'],
    ['a malformed size', '/images/r/big/webp/delta.svg', 'size "big" must be written as {width}x{height}'],
    ['an unknown format', '/images/r/500x500/gif/delta.svg', 'format "gif" is not offered'],
    [
      'a path outside the media folder',
      '/images/r/500x500/webp/..%2F..%2Fpackage.json',
      'must be a file inside the media folder',
    ],
    ['a file that is not an image', '/images/r/500x500/webp/files/glossary-saline-agriculture.txt', 'is not an image'],
  ])('refuses %s with 400 and a message naming the problem', async (_case, url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 for a media image that does not exist', async () => {
    const response = await get('/images/r/500x500/webp/nothing-here.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('nothing-here.svg');
  });

  it('still serves the static images beside the route', async () => {
    const response = await get('/images/sprite.svg');
    expect(response.statusCode).toBe(200);
  });
});

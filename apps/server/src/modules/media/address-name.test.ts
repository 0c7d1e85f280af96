import { describe, expect, it } from 'vitest';
import { addressName } from './media-service.ts';

describe('the name part of a library address', () => {
  it.each([
    ['Kwelder Texel.JPG', 'kwelder-texel'],
    ['Jaarverslag 2025 (definitief).pdf', 'jaarverslag-2025-definitief'],
    ['Zeeën en kweldërs.png', 'zeeen-en-kwelders'],
    ['C:\\Users\\ann\\photo.final.webp', 'photo-final'],
    ['../../etc/passwd', 'passwd'],
    ['...', 'file'],
    ['日本.avif', 'file'],
    [`${'a'.repeat(59)}-b-c.jpg`, 'a'.repeat(59)],
  ])('%s → %s', (filename, name) => {
    expect(addressName(filename)).toBe(name);
  });
});

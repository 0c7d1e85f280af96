import { describe, expect, it } from 'vitest';
import {
  decodeMenuResponse,
  decodePageResponse,
  encodeMenuResponse,
  encodePageResponse,
  getPageQuerySchema,
  resolveLanguage,
  type DecodedPage,
} from './api.ts';
import { blockExamples } from './block-examples.ts';

const decodedPage: DecodedPage = {
  title: 'About us',
  lastUpdated: '2025-03-14T10:00:00Z',
  breadcrumbs: [{ title: 'Home', url: '/en' }],
  header: { kind: 'default', title: 'About us', intro: 'Who we are' },
  blocks: [blockExamples.textBlock, blockExamples.multiscreenBlock],
};

describe('resolveLanguage', () => {
  it('answers en and nl as given', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('nl')).toBe('nl');
  });

  it.each([undefined, '', 'de', 'NL', 'nl-NL', 'wp'])('falls back to English for %j', (lang) => {
    expect(resolveLanguage(lang)).toBe('en');
  });
});

describe('page response', () => {
  it('carries header, breadcrumbs and blocks as JSON text and reads them back', () => {
    const response = encodePageResponse(decodedPage);
    expect(typeof response.JSONBuildingBlocks).toBe('string');
    expect(JSON.parse(response.JSONHeader)).toEqual(decodedPage.header);
    expect(decodePageResponse(response)).toEqual({ ok: true, value: decodedPage });
  });

  it('reports a bad block inside the JSON text under the field name', () => {
    const response = {
      ...encodePageResponse(decodedPage),
      JSONBuildingBlocks: JSON.stringify([blockExamples.textBlock, { kind: 'mapBlock', height: 'tall' }]),
    };
    expect(decodePageResponse(response)).toEqual({
      ok: false,
      problems: ['JSONBuildingBlocks[1].height: expected number, received string'],
    });
  });

  it('reports JSON text that does not parse', () => {
    expect(decodePageResponse({ ...encodePageResponse(decodedPage), JSONHeader: '{"kind":' })).toEqual({
      ok: false,
      problems: ['JSONHeader: invalid JSON'],
    });
  });

  it('reports missing response fields by their PascalCase names', () => {
    expect(decodePageResponse({ Title: 'x' })).toMatchObject({
      ok: false,
      problems: expect.arrayContaining(['JSONBuildingBlocks: required', 'LastUpdated: required']),
    });
  });
});

describe('menu response', () => {
  it('reads an empty or null menu as an empty list', () => {
    expect(decodeMenuResponse({ JSONMenu: '' })).toEqual({ ok: true, value: [] });
    expect(decodeMenuResponse({ JSONMenu: 'null' })).toEqual({ ok: true, value: [] });
  });

  it('reads nested menu items back, giving leaves an empty Children list', () => {
    const response = encodeMenuResponse([{ Title: 'About', Url: '/en/about-us', Weight: 1, Children: [] }]);
    const withoutChildren = { JSONMenu: JSON.stringify([{ Title: 'About', Url: '/en/about-us', Weight: 1 }]) };
    expect(decodeMenuResponse(response)).toEqual(decodeMenuResponse(withoutChildren));
    expect(decodeMenuResponse(withoutChildren)).toEqual({
      ok: true,
      value: [{ Title: 'About', Url: '/en/about-us', Weight: 1, Children: [] }],
    });
  });
});

describe('getPage query', () => {
  it('requires a slug, which may be empty (the home page), and leaves lang optional', () => {
    expect(getPageQuerySchema.safeParse({ slug: '/' }).success).toBe(true);
    expect(getPageQuerySchema.safeParse({ slug: '', lang: 'nl' }).success).toBe(true);
    expect(getPageQuerySchema.safeParse({ lang: 'nl' }).success).toBe(false);
  });
});

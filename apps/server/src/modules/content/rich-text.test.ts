import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePageResponse } from '@zilt/contracts/api';
import type { ContentPackageInput } from '@zilt/contracts/content-package';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { createPackageService } from './package-service.ts';
import { cleanRichText } from './rich-text.ts';

const editorMarkup =
  '<h3>Salt</h3><p>Read <a href="https://example.org/salt" target="_blank" rel="noopener">the study</a>, ' +
  '<strong>now</strong> and <em>later</em>.<br></p><ul><li>one</li></ul><ol start="3"><li>three</li></ol>' +
  '<table><thead><tr><th scope="col">Crop</th></tr></thead><tbody><tr><td>Quinoa</td></tr></tbody></table>' +
  '<p><code>EC 4</code> <img src="/media/delta.svg" alt="A delta" width="400" height="300"></p>';

describe('rich text', () => {
  it('keeps the markup editors use', () => {
    expect(cleanRichText(editorMarkup)).toBe(
      editorMarkup.replace('<br>', '<br />').replace('height="300">', 'height="300" />'),
    );
  });

  it('removes scripts, styles, frames, event handlers and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hello<script>steal()</script></p><style>p{}</style>' +
      '<iframe src="https://evil.example"></iframe><a href="javascript:steal()">link</a>' +
      '<a href=" JaVaScRiPt:steal()">spaced</a><img src="x" onerror="steal()"><form><input></form>';
    const clean = cleanRichText(dirty);
    expect(clean).toBe('<p>Hello</p><a>link</a><a>spaced</a><img src="x" />');
  });
});

describe('rich text in imported content', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is stored clean, while the HTML block keeps its scripts', async () => {
    const content: ContentPackageInput = {
      source: 'wp',
      languages: [{ code: 'en', name: 'English' }],
      pages: [
        {
          type: 'page',
          language: 'en',
          slug: 'salt',
          title: 'Salt',
          header: { kind: 'default', title: 'Salt' },
          blocks: [
            { kind: 'textBlock', body: '<p onclick="steal()">Salt<script>steal()</script></p>' },
            {
              kind: 'expandableBlock',
              expandableItems: [
                {
                  title: 'More',
                  body: '<p><a href="javascript:steal()">More</a></p>',
                  nestedBlocks: [{ kind: 'textNested', body: '<p>Nested<script>steal()</script></p>' }],
                },
              ],
            },
            { kind: 'htmlBlock', content: '<div id="gauge"></div><script>window.gauge = 1;</script>' },
          ],
          lastUpdated: '2026-10-01T09:00:00Z',
        },
      ],
    };
    const imported = await createPackageService(test.database.db).importPackage(content);
    expect(imported.ok).toBe(true);
    const response = await test.app.inject({ method: 'GET', url: '/api/wp/getPage?slug=salt&lang=en' });
    const page = decodePageResponse(response.json());
    if (!page.ok) throw new Error(page.problems.join('\n'));
    expect(page.value.blocks).toEqual([
      { kind: 'textBlock', body: '<p>Salt</p>' },
      {
        kind: 'expandableBlock',
        expandableItems: [
          { title: 'More', body: '<p><a>More</a></p>', nestedBlocks: [{ kind: 'textNested', body: '<p>Nested</p>' }] },
        ],
      },
      { kind: 'htmlBlock', content: '<div id="gauge"></div><script>window.gauge = 1;</script>' },
    ]);
  });
});

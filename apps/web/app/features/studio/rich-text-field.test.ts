// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/core';
import { htmlOf, richTextExtensions } from './rich-text-field';

// The rich-text editor can only produce what the server's sanitiser keeps of editors' markup
// (apps/server/src/modules/content/rich-text.ts): paragraphs, headings, lists, links, emphasis.

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function edit(html: string): Editor {
  const editor = new Editor({ extensions: richTextExtensions, content: html });
  editors.push(editor);
  return editor;
}

const allowedTags = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br']);

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1] ?? '');
}

describe('the rich-text field', () => {
  it('keeps the markup editors write, as the site renders it', () => {
    const html =
      '<h2>Saline farming</h2><p>Potatoes <strong>grow</strong> in <em>salt</em> water.<br>Really.</p>' +
      '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol><p><a href="https://example.org/report">Report</a></p>';
    const out = htmlOf(edit(html));
    expect(tagsIn(out).every((tag) => allowedTags.has(tag))).toBe(true);
    expect(out).toContain('<h2>Saline farming</h2>');
    expect(out).toContain('<strong>grow</strong>');
    expect(out).toContain('href="https://example.org/report"');
  });

  it('drops what the sanitiser would remove: scripts, styles, forms, h1, underline, unsafe links', () => {
    const out = htmlOf(
      edit(
        '<h1>Title</h1><p style="color:red" onclick="x()">A <u>b</u> <s>c</s> <code>d</code></p>' +
          '<script>alert(1)</script><form><input name="x"></form>' +
          '<p><a href="javascript:alert(1)">bad</a></p><blockquote><p>quote</p></blockquote>',
      ),
    );
    expect(tagsIn(out).every((tag) => allowedTags.has(tag))).toBe(true);
    expect(out).not.toMatch(/style=|onclick|script|form|input|javascript:|<u>|<s>|<code>|<h1/);
    expect(out).toContain('Title');
  });

  it('an empty editor is an empty text', () => {
    expect(htmlOf(edit(''))).toBe('');
    expect(htmlOf(edit('<p></p>'))).toBe('');
  });
});

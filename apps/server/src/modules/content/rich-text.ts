import sanitizeHtml from 'sanitize-html';
import type { Block } from '@zilt/contracts/blocks';
import { richTextFieldKeys } from '@zilt/contracts/rich-text-fields';

// Rich text from the content is stored clean: editors' markup (paragraphs, headings, lists,
// links, emphasis, tables, images) stays; scripts, styles, frames, forms, event-handler
// attributes and `javascript:` or other unknown URL schemes are removed. The HTML block is the
// one block whose markup is kept as written (its scripts are meant to run).

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'dir', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan', 'abbr'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed', 'type'],
    time: ['datetime'],
    abbr: ['title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** One rich-text field with everything but the editors' markup removed. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/** Fields that hold rich text as HTML (contracts): a body, and a processed table's markup. */
const richTextKeys = new Set(richTextFieldKeys);

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      richTextKeys.has(key) && typeof field === 'string' ? cleanRichText(field) : cleanValue(field),
    ]),
  );
}

/** The blocks with every rich-text field cleaned, at any depth; the HTML block stays as written. */
export function cleanBlocks(blocks: Block[]): Block[] {
  return blocks.map((block) => (block.kind === 'htmlBlock' ? block : (cleanValue(block) as Block)));
}

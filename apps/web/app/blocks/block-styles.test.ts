import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const blocksDir = path.dirname(fileURLToPath(import.meta.url));

describe('block stylesheets', () => {
  it('are all loaded with the page, so server HTML is styled before block scripts load', () => {
    const listed = readFileSync(path.join(blocksDir, 'block-styles.ts'), 'utf8');
    const stylesheets = readdirSync(blocksDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && !file.startsWith('shared'))
      .map((file) => `./${file.split(path.sep).join('/')}`);
    expect(stylesheets.length).toBeGreaterThan(20);
    for (const stylesheet of stylesheets) expect(listed, stylesheet).toContain(`import '${stylesheet}';`);
  });
});

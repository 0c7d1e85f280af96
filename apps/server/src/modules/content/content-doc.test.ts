import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentPackage } from '@zilt/contracts/content-package';
import { repoRoot } from '../../testing/app.ts';

describe('docs/content.md', () => {
  it('holds a complete example that is a valid content package', async () => {
    const text = await readFile(path.join(repoRoot, 'docs/content.md'), 'utf8');
    const example = /## A complete example\s+```json\n([\s\S]*?)\n```/.exec(text)?.[1];
    expect(example).toBeDefined();
    const result = parseContentPackage(JSON.parse(example!));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });
});

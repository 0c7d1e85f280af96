import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// `npm run lint` runs Prettier's check with the repository's own configuration after ESLint:
// a file laid out by hand differently from the formatter fails it.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function isFormatted(relativePath: string, source: string): Promise<boolean> {
  const filepath = path.join(repository, relativePath);
  const options = await prettier.resolveConfig(filepath);
  return prettier.check(source, { ...options, filepath });
}

describe('formatting', () => {
  it('is part of npm run lint', async () => {
    const manifest = JSON.parse(await readFile(path.join(repository, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['lint']).toMatch(/prettier --check/);
  });

  it('fails a file laid out differently from the formatter and passes the same code formatted', async () => {
    const file = 'apps/web/app/lib/probe.ts';
    expect(await isFormatted(file, 'export const probe = {a:1,\n  b : "two"}\n')).toBe(false);
    expect(await isFormatted(file, "export const probe = { a: 1, b: 'two' };\n")).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

function breakpointTokens(): number[] {
  const tokens = readFileSync(path.join(appDir, 'styles', 'tokens.css'), 'utf8');
  return [...tokens.matchAll(/--breakpoint-[a-z]+:\s*(\d+)px/g)].map((match) => Number(match[1]));
}

describe('breakpoints', () => {
  it('are the five widths of the design: 480, 768, 1024, 1440 and 1920 px', () => {
    expect(breakpointTokens()).toEqual([480, 768, 1024, 1440, 1920]);
  });

  it('are the only widths any media query of the web app changes at', () => {
    const allowed = new Set(breakpointTokens());
    const strays: string[] = [];
    for (const file of cssFiles(appDir)) {
      const css = readFileSync(file, 'utf8');
      for (const query of css.matchAll(/@media([^{]+)\{/g)) {
        for (const width of query[1]?.matchAll(/(\d+(?:\.\d+)?)px/g) ?? []) {
          if (!allowed.has(Number(width[1])))
            strays.push(`${path.relative(appDir, file)}: @media${query[1]?.trimEnd()}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});

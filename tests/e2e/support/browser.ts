import { existsSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LaunchOptions, Page } from '@playwright/test';

/** The system Chromium (Debian's package) or CHROME_PATH; never a downloaded browser. */
export function chromiumPath(): string {
  const candidate = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}: install it (apt-get install -y chromium) or set CHROME_PATH`);
  }
  return candidate;
}

/** Software WebGL (SwiftShader) for pages that draw a map; without it headless Chromium has none. */
const webglArgs = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/**
 * How the tests' Chromium starts: the system one, headless, without the background traffic of a
 * desktop browser. The config gives these to every worker's browser; a file that draws the map
 * asks for `{ webgl: true }` with `test.use({ launchOptions: launchOptions({ webgl: true }) })`.
 */
export function launchOptions(options: { webgl?: boolean } = {}): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      ...(options.webgl ? webglArgs : ['--disable-gpu']),
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core in the page and returns its violations (WCAG 2.x A and AA rules), once every
 * animation that ends has ended: a block caught halfway through its in-view fade is drawn at
 * part of its opacity, and axe would judge the contrast of a frame the visitor only passes.
 * Endless animations (spinners) are not waited for.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html })),
    }));
  });
}

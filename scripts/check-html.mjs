// Checks the served HTML of every public page type with the W3C Nu HTML checker (vnu.jar from
// the vnu-jar package; needs Java): home, content page, news overview and item, event, the
// projects map and a project, search results, not-found, and the agency site's pages.
// Prints each error with its page and line; exits 1 when there is any.
// Usage: node scripts/check-html.mjs [base URL, default http://localhost:3000]
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** One address of each page type (the demo content's), with the status it answers. */
const pageTypes = [
  ['home', '/en/', 200],
  ['home (Dutch)', '/nl/', 200],
  ['content page', '/en/about', 200],
  ['news overview', '/en/news', 200],
  ['news item', '/en/news/first-sea-aster-harvest', 200],
  ['event', '/en/events/saline-farming-day-amsterdam-2027', 200],
  ['projects map', '/en/projects', 200],
  ['project', '/en/projecten/salt-tolerant-potatoes-zeeland', 200],
  ['search results', '/en/searchPage?searchquery=salt', 200],
  ['not found', '/en/no-such-page', 404],
  ['agency welcome', '/spa', 200],
  ['agency about us', '/spa/about-us', 200],
  ['agency contact', '/spa/contact-us', 200],
  ['agency CMS page', '/spa/drupal/en/approach', 200],
];

/** A page; a busy server's 503 (load shedding) is asked again after its Retry-After, up to five times. */
async function fetchPage(url) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    if (response.status !== 503 || attempt === 5) return response;
    const seconds = Number(response.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 10) * 1000));
  }
}

const folder = await mkdtemp(path.join(tmpdir(), 'zilt-html-'));
try {
  const files = new Map();
  for (const [name, address, status] of pageTypes) {
    const response = await fetchPage(`${baseUrl}${address}`);
    if (response.status !== status) throw new Error(`${address} answered ${response.status}, expected ${status}`);
    const file = path.join(folder, `${name.replace(/[^a-z]+/gi, '-')}.html`);
    await writeFile(file, await response.text());
    files.set(file, `${name} (${address})`);
  }
  let output;
  try {
    ({ stdout: output } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files.keys()],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (error) {
    // vnu exits 1 when it found errors; its report is on standard output all the same.
    output = error.stdout;
    if (!output) throw error;
  }
  const errors = JSON.parse(output).messages.filter((message) => message.type === 'error');
  // The checker's CSS parser predates container queries (in every current browser since 2023):
  // what it says of them is about the checker, not the page, and is counted apart: the
  // "@container" at-rule, the container properties, and a declaration it cannot parse because
  // of a container length unit (100cqw, 50cqh …), found from where the message points.
  const lines = new Map();
  for (const file of files.keys()) lines.set(file, (await readFile(file, 'utf8')).split('\n'));
  const declarationAt = (message) => {
    const line = lines.get(decodeURIComponent(new URL(message.url).pathname))?.[(message.lastLine ?? 0) - 1] ?? '';
    const end = message.lastColumn ?? 0;
    const start = Math.max(line.lastIndexOf(';', end - 1), line.lastIndexOf('{', end - 1)) + 1;
    return line.slice(start, end + 1);
  };
  const unknownToChecker = (message) =>
    /^CSS: Unrecognized at-rule “@container”/.test(message.message) ||
    /^CSS: “container(-type|-name)?”: Property “container(-type|-name)?” doesn't exist/.test(message.message) ||
    (/^CSS: “[a-z-]+”: Parse Error/.test(message.message) &&
      /\d(cqw|cqh|cqi|cqb|cqmin|cqmax)\b/.test(declarationAt(message)));
  const messages = errors.filter((message) => !unknownToChecker(message));
  const skipped = errors.length - messages.length;
  if (skipped > 0)
    console.log(`(${skipped} messages about container queries, which the checker does not know, left aside)`);
  for (const message of messages) {
    const file = decodeURIComponent(new URL(message.url).pathname);
    console.log(`${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message}`);
  }
  console.log(`Nu HTML checker: ${messages.length} errors on ${files.size} pages`);
  process.exitCode = messages.length === 0 ? 0 : 1;
} finally {
  await rm(folder, { recursive: true, force: true });
}

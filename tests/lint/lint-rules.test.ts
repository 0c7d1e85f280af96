import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run through ESLint's Node API on a line of code
// placed (as if) in a given file: the rule set applies by path, as `npm run lint` applies it.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let eslint: ESLint;

// Loading the config and its parsers takes seconds on a busy machine: once, before the tests.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repository });
  await eslint.lintText('export {};\n', { filePath: 'apps/web/app/lib/warm-up.ts' });
}, 60_000);

/** The rules that fail `source` as the file `filePath` (relative to the repository). */
async function failingRules(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [probe];\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const web = 'apps/web/app';
const server = 'apps/server/src';

describe('import direction in the web app (routes → features → components/blocks → lib → contracts)', () => {
  it.each([
    ['lib', `${web}/lib/site-data/probe.ts`, "import { probe } from '../../components/icon/icon';"],
    ['lib', `${web}/lib/site-data/probe.ts`, "import { probe } from '../../features/search/search-query';"],
    ['i18n', `${web}/i18n/probe.ts`, "import { probe } from '../blocks/registry';"],
    ['components', `${web}/components/icon/probe.tsx`, "import { probe } from '../../features/offline/online-status';"],
    ['components', `${web}/components/icon/probe.tsx`, "import { probe } from '../../blocks/shared/block-shell';"],
    ['blocks', `${web}/blocks/team-block/probe.tsx`, "import { probe } from '../../features/consent/cookie-bar';"],
    ['blocks', `${web}/blocks/team-block/probe.tsx`, "import type { probe } from '../../routes/content-page';"],
    ['features', `${web}/features/search/probe.tsx`, "import { probe } from '../../root';"],
  ])('fails an import back up from %s (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['root', `${web}/root.tsx`, "import { probe } from './features/consent/cookie-bar';"],
    ['features', `${web}/features/search/probe.tsx`, "import { probe } from '../../components/icon/icon';"],
    ['features', `${web}/features/search/probe.tsx`, "import { probe } from '../../blocks/block-list';"],
    ['blocks', `${web}/blocks/team-block/probe.tsx`, "import { probe } from '../../components/icon/icon';"],
    ['blocks', `${web}/blocks/team-block/probe.tsx`, "import { probe } from '../shared/block-heading';"],
    ['components', `${web}/components/icon/probe.tsx`, "import { probe } from '../../lib/analytics/track';"],
    ['lib', `${web}/lib/site-data/probe.ts`, "import { probe } from '@zilt/contracts/common';"],
  ])('lets %s import down the layers (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual([]);
  });
});

const admin = 'apps/admin/src';

describe('import direction in the Mini-Admin (routes → features → components → lib → contracts)', () => {
  it.each([
    ['lib', `${admin}/lib/probe.ts`, "import { probe } from '../components/card/card';"],
    ['components', `${admin}/components/card/probe.tsx`, "import { probe } from '../../features/hub/hub-client';"],
    ['features', `${admin}/features/hub/probe.tsx`, "import { probe } from '../../routes/app-router';"],
  ])('fails an import back up from %s (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['routes', `${admin}/routes/probe.tsx`, "import { probe } from '../features/hub/hub-client';"],
    ['features', `${admin}/features/hub/probe.tsx`, "import { probe } from '../../components/card/card';"],
    ['components', `${admin}/components/card/probe.tsx`, "import { probe } from '../../lib/api-client';"],
  ])('lets %s import down the layers (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual([]);
  });
});

describe('import direction in the server (entry → routes → modules → lib → contracts)', () => {
  it.each([
    ['lib', `${server}/lib/probe.ts`, "import { probe } from '../modules/content/read-service.ts';"],
    ['db', `${server}/db/probe.ts`, "import { probe } from '../app.ts';"],
    ['a module service', `${server}/modules/content/probe.ts`, "import { probe } from './routes.ts';"],
    ['a module service', `${server}/modules/content/probe.ts`, "import { probe } from './write-routes.ts';"],
    ['module routes', `${server}/modules/content/routes.ts`, "import { probe } from '../../app.ts';"],
    ['module routes', `${server}/modules/content/routes.ts`, "import { probe } from '../../cli/content.ts';"],
    ['contracts', 'packages/contracts/src/probe.ts', "import { probe } from '../../../apps/server/src/config.ts';"],
  ])('fails an import back up from %s (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['app', `${server}/app.ts`, "import { probe } from './modules/content/routes.ts';"],
    ['module routes', `${server}/modules/content/routes.ts`, "import { probe } from './read-service.ts';"],
    ['a module service', `${server}/modules/content/probe.ts`, "import { probe } from '../../lib/ids.ts';"],
    ['a module service', `${server}/modules/content/probe.ts`, "import { probe } from '../../db/schema.ts';"],
    ['a module test', `${server}/modules/content/probe.test.ts`, "import { probe } from '../../testing/app.ts';"],
  ])('lets %s import down the layers (%s)', async (_layer, filePath, source) => {
    expect(await failingRules(filePath, source)).toEqual([]);
  });
});

describe('links in the web app go through the one link component', () => {
  const rawLink = '<a href="/en/about">About</a>';

  it.each([
    `${web}/blocks/team-block/probe.tsx`,
    `${web}/components/icon/probe.tsx`,
    `${web}/features/search/probe.tsx`,
  ])('fails a raw <a href> in %s', async (filePath) => {
    expect(await failingRules(filePath, `const probe = ${rawLink};`)).toEqual(['no-restricted-syntax']);
  });

  it('fails a router Link imported past the link component', async () => {
    expect(
      await failingRules(`${web}/components/icon/probe.tsx`, "import { Link as probe } from 'react-router';"),
    ).toEqual(['no-restricted-imports']);
  });

  it('allows the link component itself, in-page anchors and the link component in blocks', async () => {
    expect(await failingRules(`${web}/components/smart-link/smart-link.tsx`, `const probe = ${rawLink};`)).toEqual([]);
    expect(
      await failingRules(`${web}/components/site-frame/probe.tsx`, 'const probe = <a href="#main-content">Skip</a>;'),
    ).toEqual([]);
    expect(
      await failingRules(
        `${web}/blocks/team-block/probe.tsx`,
        'import { SmartLink } from \'../../components/smart-link/smart-link\';\nconst probe = <SmartLink href="mailto:a@b.example">Mail</SmartLink>;',
      ),
    ).toEqual([]);
  });
});

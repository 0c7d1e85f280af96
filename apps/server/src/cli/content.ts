import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { languageSchema, sourceSchema } from '@zilt/contracts/common';
import { maxPreviewValidityHours } from '@zilt/contracts/preview-link';
import { loadConfig } from '../config.ts';
import { announceContentChangeFromCommand } from '../modules/page-cache/content-changes.ts';
import { readPackageFiles } from '../modules/content/package-files.ts';
import { createPackageService } from '../modules/content/package-service.ts';
import { createContentReader } from '../modules/content/read-service.ts';
import { createPreviewLinks } from '../modules/preview/preview-links.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run content -- import <file.json | folder>   validate and import content packages (all or nothing)
  npm run content -- export <folder> [--source wp|dp|sp]   write each source (or one) as <folder>/<source>.json
  npm run content -- revisions <en|nl> <slug>   list the revisions of an agency-site (dp) page, newest first
  npm run content -- preview-link <node> <revision> [--hours 1-${maxPreviewValidityHours}] [--base-url https://…]
      print a signed link that shows that revision (a draft, too) until it expires (24 hours by default)`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      hours: { type: 'string' },
      'base-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, target, second] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!target) throw new CliError(`"${command}" needs a path.\n${usage}`);

  if (command === 'revisions') {
    const language = languageSchema.safeParse(target);
    if (!language.success || !second)
      throw new CliError(`"revisions" needs a language (en or nl) and a slug.\n${usage}`);
    const database = await openCliDatabase();
    try {
      const previews = createPreviewLinks(database.db, createContentReader(database.db).getPageRevision);
      const found = await previews.revisionsOf(language.data, second);
      if (!found) {
        console.error(`No agency-site page "${second}" in language "${language.data}".`);
        return 1;
      }
      console.log(`Node ${found.nodeId} (${found.language}/${found.slug}):`);
      for (const revision of found.revisions) {
        const published = revision.revisionId === found.publishedRevisionId ? ' (published)' : '';
        console.log(
          `  ${revision.revisionId}  ${revision.status}${published}  ${revision.createdAt}  ${revision.title}`,
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'preview-link') {
    if (!/^\d{1,15}$/.test(target) || !second || !/^[A-Za-z0-9]{1,64}$/.test(second)) {
      throw new CliError(`"preview-link" needs a node id (digits) and a revision id (letters and digits).\n${usage}`);
    }
    const hours = values.hours === undefined ? undefined : Number(values.hours);
    if (hours !== undefined && (!Number.isInteger(hours) || hours < 1 || hours > maxPreviewValidityHours)) {
      throw new CliError(`--hours must be a whole number from 1 to ${maxPreviewValidityHours}, not "${values.hours}"`);
    }
    const baseUrl = values['base-url']?.replace(/\/+$/, '') ?? '';
    if (baseUrl && !/^https?:\/\/[^/]+$/.test(baseUrl)) {
      throw new CliError(`--base-url must be the site's origin, e.g. https://example.org, not "${values['base-url']}"`);
    }
    const database = await openCliDatabase();
    try {
      const previews = createPreviewLinks(database.db, createContentReader(database.db).getPageRevision);
      const link = await previews.createLink(
        Number(target),
        second,
        hours === undefined ? {} : { validForHours: hours },
      );
      if (!link) {
        console.error(`Node ${target} of the agency site has no revision "${second}".`);
        return 1;
      }
      console.log(`${baseUrl}${link.path}`);
      console.log(`(a ${link.status} revision; the link works until ${link.expiresAt})`);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'import') {
    const files = await readPackageFiles(path.resolve(target));
    if (!files.ok) {
      console.error(`Nothing was imported:\n${files.problems.map((problem) => `  ${problem}`).join('\n')}`);
      return 1;
    }
    const database = await openCliDatabase();
    try {
      const result = await createPackageService(database.db).importPackages(files.files);
      if (!result.ok) {
        console.error(
          `The content is invalid; nothing was imported (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}):\n` +
            result.problems.map((problem) => `  ${problem}`).join('\n'),
        );
        return 1;
      }
      const s = result.summary;
      console.log(
        `Imported ${files.files.length} package file(s): ${s.pagesCreated} new page(s), ${s.revisionsCreated} new revision(s), ` +
          `${s.pagesUnchanged} unchanged page(s), ${s.menusWritten} menu(s), ${s.translationsWritten} translation namespace(s), ` +
          `${s.contactOptionsWritten} contact option set(s), ${s.languagesWritten} language(s), ${s.teamMembersWritten} team member(s), ${s.formsWritten} form(s) written.`,
      );
      // Servers running beside this command on the same PostgreSQL drop their cached pages.
      await announceContentChangeFromCommand(loadConfig().REDIS_URL);
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'export') {
    const sources = values.source
      ? [sourceSchema.safeParse(values.source)]
      : sourceSchema.options.map((source) => ({ success: true as const, data: source }));
    const chosen = sources.map((parsed) => {
      if (!parsed.success)
        throw new CliError(`--source must be one of ${sourceSchema.options.join(', ')}, not "${values.source}"`);
      return parsed.data;
    });
    const database = await openCliDatabase();
    try {
      const service = createPackageService(database.db);
      await mkdir(path.resolve(target), { recursive: true });
      for (const source of chosen) {
        const pkg = await service.exportPackage(source);
        if (Object.keys(pkg).length === 1 && !values.source) continue;
        const file = path.join(path.resolve(target), `${source}.json`);
        await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
        console.log(`Wrote ${path.relative(process.cwd(), file)} (${pkg.pages?.length ?? 0} page(s))`);
      }
      return 0;
    } finally {
      await database.close();
    }
  }

  throw new CliError(`Unknown command "${command}".\n${usage}`);
});

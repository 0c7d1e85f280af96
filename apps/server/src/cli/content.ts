import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sourceSchema } from '@zilt/contracts/common';
import { readPackageFiles } from '../modules/content/package-files.ts';
import { createPackageService } from '../modules/content/package-service.ts';
import { CliError, openCliDatabase, runCli } from './cli-database.ts';

const usage = `Usage:
  npm run content -- import <file.json | folder>   validate and import content packages (all or nothing)
  npm run content -- export <folder> [--source wp|dp|sp]   write each source (or one) as <folder>/<source>.json`;

await runCli(async () => {
  const { positionals, values } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { source: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, target] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (!target) throw new CliError(`"${command}" needs a path.\n${usage}`);

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
          `${s.contactOptionsWritten} contact option set(s), ${s.languagesWritten} language(s), ${s.teamMembersWritten} team member(s) written.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  }

  if (command === 'export') {
    const sources = values.source ? [sourceSchema.safeParse(values.source)] : sourceSchema.options.map((source) => ({ success: true as const, data: source }));
    const chosen = sources.map((parsed) => {
      if (!parsed.success) throw new CliError(`--source must be one of ${sourceSchema.options.join(', ')}, not "${values.source}"`);
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

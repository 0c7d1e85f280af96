import type { ImportSummary } from '@zilt/contracts/import-summary';
import { readPackageFiles } from '../content/package-files.ts';
import type { PackageService } from '../content/package-service.ts';
import type { JobWork } from './job-runner.ts';

/** At most this many problems of an invalid package are written to the log. */
const problemsShown = 20;

function describe(summary: ImportSummary): string {
  return [
    `${summary.pagesCreated} pages created`,
    `${summary.revisionsCreated} new revisions`,
    `${summary.pagesUnchanged} pages unchanged`,
    `${summary.menusWritten} menus`,
    `${summary.languagesWritten} languages`,
    `${summary.contactOptionsWritten} contact options`,
    `${summary.translationsWritten} translation namespaces`,
    `${summary.teamMembersWritten} team members`,
  ].join(', ');
}

/**
 * ReloadContentFull: imports every content package of the content folder again (all or
 * nothing) and then drops the cached content and pages of every server process.
 */
export function reloadContentFull(options: {
  contentDir: string;
  packages: PackageService;
  contentChanged(): Promise<void>;
}): JobWork {
  return async (context) => {
    context.log(`reading the content packages in ${options.contentDir}`);
    const files = await readPackageFiles(options.contentDir);
    if (!files.ok) {
      for (const problem of files.problems.slice(0, problemsShown)) context.log(problem);
      context.log('nothing imported: the content packages could not be read');
      return 'error';
    }
    context.log(`${files.files.length} packages read; importing them`);
    const result = await options.packages.importPackages(files.files);
    if (!result.ok) {
      for (const problem of result.problems.slice(0, problemsShown)) context.log(problem);
      if (result.problems.length > problemsShown)
        context.log(`… and ${result.problems.length - problemsShown} more problems`);
      context.log('nothing imported: the content packages are invalid');
      return 'error';
    }
    context.log(`imported: ${describe(result.summary)}`);
    await options.contentChanged();
    context.log('cached content and pages dropped in every server process');
    return 'success';
  };
}

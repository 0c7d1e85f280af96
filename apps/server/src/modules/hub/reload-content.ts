import { languages } from '@zilt/contracts/languages';
import type { ContentReader } from '../content/read-service.ts';
import type { RebuiltIndex } from '../content/derived-content.ts';
import type { JobWork } from './job-runner.ts';

/**
 * ReloadContentFull: reloads everything the site derives from the content store, from the
 * store. It rebuilds the overview lists and the search index from the published revisions,
 * drops the cached content and pages of every server process, and reads the map data again.
 * It never imports the content folder: content changed through the import API or the command
 * stays as it is (the demo content is imported only into an empty store, at start).
 */
export function reloadContentFull(options: {
  rebuildIndex(): Promise<RebuiltIndex>;
  contentChanged(): Promise<void>;
  reader: Pick<ContentReader, 'getMapProjects'>;
}): JobWork {
  return async (context) => {
    context.log('rebuilding the overview lists and the search index from the stored content');
    const rebuilt = await options.rebuildIndex();
    context.log(
      `${rebuilt.nodes} pages read: ${rebuilt.overviewEntries} overview entries, ${rebuilt.searchDocuments} search documents`,
    );
    await options.contentChanged();
    context.log('cached content and pages dropped in every server process');
    const counts = [];
    for (const language of languages) {
      const projects = await options.reader.getMapProjects('wp', language);
      counts.push(`${projects.length} projects (${language})`);
    }
    context.log(`map data read from the store: ${counts.join(', ')}`);
    return 'success';
  };
}

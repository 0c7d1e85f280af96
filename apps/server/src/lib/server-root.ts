import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found from this module upwards: the same whether
 * the server runs from its TypeScript sources or compiled into one file under dist/. Files the
 * server reads at run time (migrations, static images, geodata) are named from here.
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('the server package folder (with package.json) was not found');
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();

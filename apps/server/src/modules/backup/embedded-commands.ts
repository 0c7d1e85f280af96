import type { DatabaseHandle } from '../../db/client.ts';
import { fileRoots, writeBackup } from './backup-file.ts';
import { serveControlSocket } from './control-socket.ts';

/**
 * With the embedded database, the server answers the commands that need the store while it
 * runs (it alone can open it): `backup` writes a consistent backup to the file it names.
 * Answers the function that stops listening; nothing is served with PostgreSQL, where the
 * commands open the database themselves.
 */
export async function serveEmbeddedCommands(
  database: DatabaseHandle,
  config: { dataDir: string; contentDir: string },
  log: { info(details: object, message: string): void; error(details: object, message: string): void },
): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite') return async () => undefined;
  return serveControlSocket(
    config.dataDir,
    {
      backup: async (request) => {
        if (typeof request['file'] !== 'string') throw new Error('backup needs the file to write');
        return writeBackup(database.db, 'pglite', fileRoots(config), request['file']);
      },
    },
    log,
  );
}

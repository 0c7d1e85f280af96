import type { DatabaseHandle } from '../../db/client.ts';
import { runTokenCommand, type TokenCommand } from '../auth/token-commands.ts';
import { createTokenService, tokenNameSchema, tokenScopeSchema } from '../auth/token-service.ts';
import { fileRoots, writeBackup } from './backup-file.ts';
import { serveControlSocket } from './control-socket.ts';

/**
 * With the embedded database, the server answers the commands that need the store while it
 * runs (it alone can open it): `backup` writes a consistent backup to the file it names, `token`
 * creates, lists or revokes API tokens.
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
      token: async (request) => {
        const command = request['token'] as TokenCommand;
        // Checked again here: the socket takes whatever its user sends.
        if (command.action === 'create') {
          tokenNameSchema.parse(command.name);
          tokenScopeSchema.parse(command.scope);
          if (
            command.expiresInDays !== undefined &&
            !(Number.isInteger(command.expiresInDays) && command.expiresInDays >= 1)
          )
            throw new Error('expiresInDays must be a whole number of days');
        }
        return runTokenCommand(createTokenService(database.db), command);
      },
    },
    log,
  );
}

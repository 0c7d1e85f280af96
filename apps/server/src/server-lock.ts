import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file that says which process has the embedded database of a data directory open. */
export function serverLockFile(dataDir: string): string {
  return path.join(dataDir, 'server.pid');
}

export async function writeServerLock(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const file = serverLockFile(dataDir);
  await writeFile(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

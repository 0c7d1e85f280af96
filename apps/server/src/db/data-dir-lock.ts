import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// One process at a time may open the embedded database of a data folder: two PGlite
// instances on one folder would each keep their own view and overwrite each other's files.
// The lock is a file created exclusively (O_CREAT|O_EXCL): a second process cannot create it
// while it exists, whatever it writes. It names its owner; an owner that is no longer running
// (killed, crashed) left a stale lock, which the next process removes and takes over.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

/** The lock file of a data folder's embedded database. */
export function dataDirLockFile(dataDir: string): string {
  return path.join(dataDir, 'database.lock');
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock is stale when its owner is not running on this host. A lock naming this very process
 * id is stale too: the process that wrote it is gone (a container restarted with the same id).
 * A lock from another host cannot be checked and is respected.
 */
function isStale(owner: LockOwner | undefined): boolean {
  if (!owner) return true;
  if (owner.host !== hostname()) return false;
  return owner.pid === process.pid || !isRunning(owner.pid);
}

/**
 * Takes the data folder's lock or throws DataDirLockedError naming the folder and the process
 * that holds it. Answers the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const file = dataDirLockFile(dataDir);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // A lock being written right now has no owner yet: look again before calling it stale.
      if (!owner && attempt === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      if (!isStale(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${owner!.pid} on ${owner!.host} ` +
            `(started ${owner!.startedAt}: ${owner!.command}). Stop that process first, or use a PostgreSQL ` +
            `server (DATABASE_URL) to run several processes. If no such process runs, delete ${file}.`,
        );
      }
      rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(descriptor, JSON.stringify(me));
    } finally {
      closeSync(descriptor);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Remove only our own lock, never one a later process took over.
      if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
    };
  }
  throw new DataDirLockedError(`Could not take the lock of the embedded database in ${dataDir} (${file})`);
}

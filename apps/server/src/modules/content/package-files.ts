import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface PackageFile {
  name: string;
  content: unknown;
}

export type PackageFilesResult = { ok: true; files: PackageFile[] } | { ok: false; problems: string[] };

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await jsonFilesUnder(full)));
    else if (entry.isFile() && entry.name.endsWith('.json')) files.push(full);
  }
  return files;
}

/** Reads one package file, or every `*.json` below a folder (in name order). */
export async function readPackageFiles(target: string): Promise<PackageFilesResult> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return { ok: false, problems: [`${target}: no such file or folder`] };
  }
  const paths = info.isDirectory() ? await jsonFilesUnder(target) : [target];
  if (paths.length === 0) return { ok: false, problems: [`${target}: no .json content packages found`] };
  const files: PackageFile[] = [];
  const problems: string[] = [];
  const base = info.isDirectory() ? target : path.dirname(target);
  for (const file of paths) {
    const name = path.relative(base, file) || path.basename(file);
    try {
      files.push({ name, content: JSON.parse(await readFile(file, 'utf8')) });
    } catch (error) {
      problems.push(`${name}: not valid JSON (${(error as Error).message})`);
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, files };
}

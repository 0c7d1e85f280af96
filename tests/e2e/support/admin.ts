import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server.ts';

const run = promisify(execFile);

export interface FixtureSubscriber {
  id: string;
  email: string;
  paymentReferences: string[];
}

export interface AdminFixtures {
  token: string;
  subscribers: Record<
    | 'pro'
    | 'proToTerminate'
    | 'proToRevoke'
    | 'proToDelete'
    | 'proForPassword'
    | 'proForEmail'
    | 'proWithAccent'
    | 'student'
    | 'studentToTerminate'
    | 'teacherToTerminate'
    | 'open'
    | 'openToDelete'
    | 'blocked'
    | 'toBlock'
    | 'plain'
    | 'plainForTeacher'
    | 'plainForPayment'
    | 'plainForCountry'
    | 'proForDutch'
    | 'plainForDutchCountry'
    | 'plainForDutchCountryWide',
    FixtureSubscriber
  >;
}

/** Writes the Mini-Admin's test data into the data folder of a stopped server (see admin-fixtures.ts). */
export async function writeAdminFixtures(dataDir: string): Promise<AdminFixtures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/testing/admin-fixtures.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as AdminFixtures;
}

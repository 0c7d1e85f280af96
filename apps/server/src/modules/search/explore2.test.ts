import { afterAll, beforeAll, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestAppWithDemoContent, type TestApp } from '../../testing/app.ts';
import { writeFileSync } from 'node:fs';

let test: TestApp;
beforeAll(async () => { test = await createTestAppWithDemoContent('pglite'); }, 120000);
afterAll(async () => { await test?.close(); });
it('explore', async () => {
  const db = test.database.db;
  const out: string[] = [];
  const r = await db.execute(sql.raw(process.env.SQL ?? 'select 1'));
  for (const row of (r as unknown as { rows: unknown[] }).rows) out.push(JSON.stringify(row));
  writeFileSync('/tmp/sl/explore2.txt', out.join('\n'));
}, 120000);

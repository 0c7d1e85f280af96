import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactOptionsSchema } from '@zilt/contracts/contact-options';
import { migrationsFolder } from './client.ts';

// Contact options stored before they took the fields of one contact column ({ columns, social })
// are moved to that shape by a migration, so that an existing store keeps its footer.

describe('the contact-options migration', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    const initial = await readFile(path.join(migrationsFolder, '0000_initial.sql'), 'utf8');
    const table = initial.split('--> statement-breakpoint').find((part) => part.includes('"contact_options"'));
    await db.exec(table!);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('gives options of the former shape the fields of their first column and keeps their socials', async () => {
    const social = { titleAboveSocials: 'Follow Zilt', linkedinUrl: 'https://www.linkedin.com/company/zilt' };
    const first = {
      columnTitle: 'International Secretariat',
      address: 'Havenweg 12\nVlissingen',
      phoneNumber: '+31 118 700 210',
      email: 'secretariat@zilt-initiative.org',
      primary: { url: '/en/about', title: 'About Zilt' },
    };
    const current = { columnTitle: 'Secretariaat', social };
    await db.query(
      `INSERT INTO contact_options (source, language, options) VALUES ($1, $2, $3), ($4, $5, $6), ($7, $8, $9)`,
      [
        'wp',
        'en',
        { columns: [first, { columnTitle: 'Field labs' }], social },
        'dp',
        'en',
        { columns: [], social },
        'wp',
        'nl',
        current,
      ],
    );

    await db.exec(await readFile(path.join(migrationsFolder, '0014_contact_options_fields.sql'), 'utf8'));

    const rows = await db.query<{ source: string; language: string; options: unknown }>(
      'SELECT source, language, options FROM contact_options ORDER BY source, language',
    );
    const options = Object.fromEntries(rows.rows.map((row) => [`${row.source} ${row.language}`, row.options]));
    expect(options['wp en']).toEqual({ ...first, social });
    expect(options['dp en']).toEqual({ social });
    expect(options['wp nl']).toEqual(current);
    for (const stored of Object.values(options)) expect(contactOptionsSchema.safeParse(stored).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { paidUsersCsv, paidUsersCsvFile, paidUsersFileName } from './paid-users-csv.ts';
import { samplePaidUser } from './sample-paid-user.ts';

const paidUser = samplePaidUser;

describe('the paid-users CSV', () => {
  it("has the header, ';' between cells and one row per subscriber", () => {
    const csv = paidUsersCsv([paidUser('Anna', 'anna@example.org')]);
    expect(csv).toBe(
      'Name;Surname;Email;Started;Frequency;Next payment;Payment type\r\n' +
        'Anna;Jansen;anna@example.org;2025-03-14;Yearly;2027-03-14;MasterCard\r\n',
    );
  });

  it('escapes cells that start with = + - or @', () => {
    const csv = paidUsersCsv([paidUser('=HYPERLINK("x")', '@evil'), paidUser('+31', '-1')]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""x"")";Jansen;'@evil;2025-03-14;Yearly;2027-03-14;MasterCard`);
    expect(second).toBe(`'+31;Jansen;'-1;2025-03-14;Yearly;2027-03-14;MasterCard`);
  });

  it('is named after the day of the download', () => {
    expect(paidUsersFileName(new Date(2026, 10, 3, 15, 0))).toBe('paidUsers-2026-11-03.csv');
  });

  it('downloads as UTF-8 with a byte-order mark, so a spreadsheet reads "Chloé" as Chloé', async () => {
    const bytes = new Uint8Array(await paidUsersCsvFile([paidUser('Chloé', 'chloe@example.org')]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[1]).toBe('Chloé;Jansen;chloe@example.org;2025-03-14;Yearly;2027-03-14;MasterCard');
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('escapes a cell that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}SUM(A1)`, ';')).toBe(`'${start}SUM(A1)`);
    expect(csvCell('\tcmd', ';')).toBe("'\tcmd");
    expect(csvCell('plain', ';')).toBe('plain');
    expect(csvCell('', ';')).toBe('');
  });

  it('quotes a cell with the separator, a quote or a line break', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('say "hi"', ';')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ';')).toBe('"two\nlines"');
    expect(csvCell('=1;2', ';')).toBe(`"'=1;2"`);
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv(
        [
          ['Name', 'Email'],
          ['Ada', '@ada'],
        ],
        ';',
      ),
    ).toBe("Name;Email\r\nAda;'@ada\r\n");
  });
});

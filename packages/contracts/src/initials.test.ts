import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initials of a name', () => {
  it('takes the first word and the last capitalised word, past prefixes such as "de" and "van den"', () => {
    expect(initialsOf('Marieke de Vries')).toBe('MV');
    expect(initialsOf('Jan van den Berg')).toBe('JB');
    expect(initialsOf('Anna Maria Jansen')).toBe('AJ');
    expect(initialsOf('Umar El Amrani')).toBe('UA');
  });

  it('writes them in capitals, also for a name written in small letters or with accents', () => {
    expect(initialsOf('chloé dekker')).toBe('CD');
    expect(initialsOf('Émile Ørsted')).toBe('ÉØ');
  });

  it('gives one letter for one word and nothing for an empty name', () => {
    expect(initialsOf('  Zeynep ')).toBe('Z');
    expect(initialsOf('   ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { contactOptionsSchema, emptyContactOptions } from './contact-options.ts';

describe('contact options', () => {
  it('have the fields of one contact column and the socials under `social`', () => {
    const options = contactOptionsSchema.parse({
      columnTitle: 'International Secretariat',
      address: 'Havenweg 12\n4381 AB Vlissingen',
      email: 'secretariat@zilt-initiative.org',
      primary: { url: '/en/about', title: 'About Zilt' },
      social: { titleAboveSocials: 'Follow Zilt', linkedinUrl: 'https://www.linkedin.com/company/zilt' },
    });
    expect(options).toEqual({
      columnTitle: 'International Secretariat',
      address: 'Havenweg 12\n4381 AB Vlissingen',
      phoneNumber: '',
      email: 'secretariat@zilt-initiative.org',
      primary: { url: '/en/about', title: 'About Zilt' },
      social: {
        titleAboveSocials: 'Follow Zilt',
        linkedinUrl: 'https://www.linkedin.com/company/zilt',
        facebookUrl: '',
        twitterUrl: '',
        instagramUrl: '',
        youtubeUrl: '',
        vimeoUrl: '',
      },
    });
  });

  it('refuse the former nested `columns` list, naming the field', () => {
    const result = contactOptionsSchema.safeParse({ columns: [{ columnTitle: 'Visit us' }], social: {} });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('columns');
  });

  it('are all empty for a language without options', () => {
    expect(emptyContactOptions.columnTitle).toBe('');
    expect(emptyContactOptions.social.vimeoUrl).toBe('');
    expect(emptyContactOptions.primary).toBeUndefined();
  });
});

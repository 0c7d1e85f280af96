import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

describe('log redaction of addresses', () => {
  it('hides the apiToken query value wherever it stands', () => {
    expect(redactUrl('/api/v1/Dev/Search?apiToken=secret&x=1')).toBe('/api/v1/Dev/Search?apiToken=[redacted]&x=1');
    expect(redactUrl('/x?a=1&apitoken=secret')).toBe('/x?a=1&apitoken=[redacted]');
    expect(redactUrl('/x?a=1')).toBe('/x?a=1');
  });
});

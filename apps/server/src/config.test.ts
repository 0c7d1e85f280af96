import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/zilt');
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe('/srv/zilt/data');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://db": must start with postgres:// or postgresql://');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
  it('reads the tag-manager id and the iframe hosts, and rejects malformed ones', () => {
    const config = loadConfig({ TAG_MANAGER_ID: 'GTM-AB12CD3', IFRAME_HOSTS: ' https://Maps.example.org, https://data.example.org:8443 ,' });
    expect(config.TAG_MANAGER_ID).toBe('GTM-AB12CD3');
    expect(config.IFRAME_HOSTS).toEqual(['https://maps.example.org', 'https://data.example.org:8443']);
    expect(loadConfig({}).IFRAME_HOSTS).toEqual([]);
    expect(loadConfig({}).TAG_MANAGER_ID).toBeUndefined();
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-1234' })).toThrowError(/TAG_MANAGER_ID="UA-1234"/);
    expect(() => loadConfig({ IFRAME_HOSTS: 'http://insecure.example.org' })).toThrowError(/IFRAME_HOSTS="http:\/\/insecure.example.org": expected comma-separated https origins/);
    expect(() => loadConfig({ IFRAME_HOSTS: 'https://example.org/path' })).toThrowError(/IFRAME_HOSTS/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, loadConfig } from './config.ts';
import { repoRoot } from './testing/app.ts';

describe('configuration from the environment', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/zilt');
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe('/srv/zilt/data');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty"');
      expect(message).toContain('DATABASE_URL="mysql://db": must start with postgres:// or postgresql://');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('limits media uploads to 20 MB unless MEDIA_MAX_BYTES says otherwise, and names a bad limit', () => {
    expect(loadConfig({}).MEDIA_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(loadConfig({ MEDIA_MAX_BYTES: '52428800' }).MEDIA_MAX_BYTES).toBe(52_428_800);
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '20MB' })).toThrowError(
      'MEDIA_MAX_BYTES="20MB": must be a number of bytes',
    );
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '104857601' })).toThrowError(
      'MEDIA_MAX_BYTES="104857601": must be at most 104857600 bytes (100 MB)',
    );
    expect(() => loadConfig({ MEDIA_MAX_BYTES: '10' })).toThrowError('must be at least 1024 bytes');
  });

  it("leaves the heap's growth to V8 unless HEAP_GROWTH_PERCENT sets it, and names a bad value", () => {
    expect(loadConfig({}).HEAP_GROWTH_PERCENT).toBeUndefined();
    expect(loadConfig({ HEAP_GROWTH_PERCENT: '25' }).HEAP_GROWTH_PERCENT).toBe(25);
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'quarter' })).toThrowError('HEAP_GROWTH_PERCENT="quarter"');
    expect(() => loadConfig({ HEAP_GROWTH_PERCENT: '1' })).toThrowError('HEAP_GROWTH_PERCENT="1"');
  });

  it('reads a Redis URL and names a malformed one', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrowError(
      'REDIS_URL="127.0.0.1:6379": must start with redis:// or rediss://',
    );
  });

  it('reads the integration endpoints and wants credentials beside a token endpoint', () => {
    const config = loadConfig({
      SHAREPOINT_URL: 'https://lists.example.org/changes',
      BC_TOKEN_URL: 'https://login.example.org/oauth2/token',
      BC_CLIENT_ID: 'zilt',
      BC_CLIENT_SECRET: 'secret',
    });
    expect(config.SHAREPOINT_URL).toBe('https://lists.example.org/changes');
    expect(config.SHAREPOINT_MAX_ATTEMPTS).toBe(5);
    expect(() => loadConfig({ SHAREPOINT_URL: 'ftp://lists.example.org' })).toThrowError(
      'SHAREPOINT_URL="ftp://lists.example.org": must be an http:// or https:// URL',
    );
    expect(() => loadConfig({ BC_TOKEN_URL: 'https://login.example.org/oauth2/token' })).toThrowError(
      'BC_CLIENT_ID=(unset): is required with BC_TOKEN_URL',
    );
  });

  it('reads the invoice endpoint of BCLogin and wants the token endpoint beside it', () => {
    const config = loadConfig({
      BC_TOKEN_URL: 'https://login.example.org/oauth2/token',
      BC_CLIENT_ID: 'zilt',
      BC_CLIENT_SECRET: 'secret',
      BC_INVOICES_URL: 'https://accounts.example.org/invoices',
    });
    expect(config.BC_INVOICES_URL).toBe('https://accounts.example.org/invoices');
    expect(config.BC_MAX_ATTEMPTS).toBe(5);
    expect(() => loadConfig({ BC_INVOICES_URL: 'https://accounts.example.org/invoices' })).toThrowError(
      'BC_TOKEN_URL=(unset): is required with BC_INVOICES_URL',
    );
    expect(() => loadConfig({ BC_MAX_ATTEMPTS: '0' })).toThrowError('BC_MAX_ATTEMPTS="0"');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
  it('reads the tag-manager id and the iframe hosts, and rejects malformed ones', () => {
    const config = loadConfig({
      TAG_MANAGER_ID: 'GTM-AB12CD3',
      IFRAME_HOSTS: ' https://Maps.example.org, https://data.example.org:8443 ,',
    });
    expect(config.TAG_MANAGER_ID).toBe('GTM-AB12CD3');
    expect(config.IFRAME_HOSTS).toEqual(['https://maps.example.org', 'https://data.example.org:8443']);
    expect(loadConfig({}).IFRAME_HOSTS).toEqual([]);
    expect(loadConfig({}).TAG_MANAGER_ID).toBeUndefined();
    expect(() => loadConfig({ TAG_MANAGER_ID: 'UA-1234' })).toThrowError(/TAG_MANAGER_ID="UA-1234"/);
    expect(() => loadConfig({ IFRAME_HOSTS: 'http://insecure.example.org' })).toThrowError(
      /IFRAME_HOSTS="http:\/\/insecure.example.org": expected comma-separated https origins/,
    );
    expect(() => loadConfig({ IFRAME_HOSTS: 'https://example.org/path' })).toThrowError(/IFRAME_HOSTS/);
  });

  it('accepts an https MAP_STYLE_URL and names the variable when it is not one', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.org/style.json' }).MAP_STYLE_URL).toBe(
      'https://tiles.example.org/style.json',
    );
    expect(loadConfig({}).MAP_STYLE_URL).toBeUndefined();
    expect(() => loadConfig({ MAP_STYLE_URL: 'http://tiles.example.org/style.json' })).toThrowError(/MAP_STYLE_URL/);
  });

  it('reads the security.txt contact (mailto: or https://) and names a bad one', () => {
    expect(loadConfig({ SECURITY_CONTACT: 'mailto:security@example.org' }).SECURITY_CONTACT).toBe(
      'mailto:security@example.org',
    );
    expect(loadConfig({ SECURITY_CONTACT: 'https://example.org/report' }).SECURITY_CONTACT).toBe(
      'https://example.org/report',
    );
    expect(() => loadConfig({ SECURITY_CONTACT: 'security@example.org' })).toThrowError(
      /SECURITY_CONTACT="security@example.org": must be a mailto: or https:\/\/ address/,
    );
  });

  it('checks the SMTP settings and names each bad one, never printing the password', () => {
    const good = loadConfig({
      SMTP_HOST: 'smtp.example.org',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'zilt',
      SMTP_PASSWORD: 'p4ss',
      SITE_URL: 'https://www.example.org/',
      MAIL_FROM: 'Zilt <news@example.org>',
    });
    expect(good).toMatchObject({ SMTP_PORT: 465, SMTP_SECURE: true, SITE_URL: 'https://www.example.org' });
    expect(loadConfig({}).MAIL_FROM).toBe('Zilt <no-reply@zilt.example>');

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    const bad = problems({
      SMTP_HOST: 'smtp://mail.example.org:25',
      SMTP_PORT: 'submission',
      SMTP_PASSWORD: 'hunter2',
      MAIL_FROM: 'nobody',
    });
    expect(bad).toContain('SMTP_HOST="smtp://mail.example.org:25": must be a host name or an IP address');
    expect(bad).toContain('SMTP_PORT="submission": must be a port number');
    expect(bad).toContain('MAIL_FROM="nobody": must be an address');
    expect(bad).not.toContain('hunter2');

    expect(problems({ SMTP_HOST: 'smtp.example.org', SMTP_USER: 'zilt', SITE_URL: 'https://example.org' })).toContain(
      'SMTP_PASSWORD=(unset): is required with SMTP_USER',
    );
    expect(problems({ SMTP_HOST: 'smtp.example.org' })).toContain(
      'SITE_URL=(unset): is required with SMTP_HOST (links in mails)',
    );
    expect(problems({ SMTP_PORT: '587' })).toContain('SMTP_PORT="587": needs SMTP_HOST');
    expect(problems({ SMTP_HOST: 'smtp.example.org', SMTP_PORT: '70000', SITE_URL: 'https://example.org' })).toContain(
      'SMTP_PORT="70000": must be a port number from 1 to 65535',
    );
    expect(problems({ SITE_URL: 'https://example.org/news' })).toContain(
      'SITE_URL="https://example.org/news": must be the site\'s origin',
    );
    expect(problems({ CONTACT_FORM_NOTIFY_EMAIL: 'desk@' })).toContain(
      'CONTACT_FORM_NOTIFY_EMAIL="desk@": must be an e-mail address',
    );
  });
});

describe('the README', () => {
  it('lists every setting the server reads in its configuration table', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Where things are'));
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(
      rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1])),
    );
    expect(configVariables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('refuses a malformed metrics address list and a short metrics token, hiding the token', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' })).toThrowError(/METRICS_ALLOW="10.0.0.0\/33"/);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1' }).METRICS_ALLOW).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrowError(/METRICS_TOKEN=\(hidden\)/);
  });
});

import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './plugin.ts';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('page Content-Security-Policy', () => {
  it('allows scripts from us and the nonce only, frames from us, the video hosts and the configured hosts', () => {
    const policy = pageContentSecurityPolicy({ nonce: 'abc' }, ['https://maps.example.org']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://maps.example.org",
    );
  });

  it('allows exactly the listed inline scripts of a cached page by hash, with no nonce', () => {
    const policy = pageContentSecurityPolicy({ hashes: ['sha256-AAA=', 'sha256-BBB='] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it('adds the tag manager host once the visitor allowed tracking', () => {
    expect(directive(pageContentSecurityPolicy({ nonce: 'abc' }, [], { tagManager: true }), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com",
    );
  });

  it('lets the map reach only our own site by default, and the configured tile service otherwise', () => {
    const offline = pageContentSecurityPolicy({ nonce: 'abc' });
    expect(directive(offline, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(offline, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(offline, 'worker-src')).toBe("worker-src 'self'");
    const tiles = pageContentSecurityPolicy({ nonce: 'abc' }, [], {
      mapStyleUrl: 'https://tiles.example.org/styles/basic.json',
    });
    expect(directive(tiles, 'connect-src')).toBe("connect-src 'self' https://tiles.example.org");
    expect(directive(tiles, 'img-src')).toBe("img-src 'self' data: https://tiles.example.org");
  });

  it("gives the studio the page's policy, but no page may frame it and no tag manager loads", () => {
    const page = pageContentSecurityPolicy({ nonce: 'abc' }, [], { tagManager: true });
    const studio = pageContentSecurityPolicy({ nonce: 'abc' }, [], { tagManager: true, studio: true });
    expect(directive(page, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(studio, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(studio, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(studio, 'style-src')).toBe(directive(page, 'style-src'));
    expect(directive(studio, 'frame-src')).toBe(directive(page, 'frame-src'));
  });

  it("allows inline style elements by the page's hashes only, and style attributes", () => {
    const policy = pageContentSecurityPolicy({ nonce: 'abc' }, [], { styleHashes: ['sha256-CCC=', 'sha256-DDD='] });
    expect(directive(policy, 'style-src-elem')).toBe("style-src-elem 'self' 'sha256-CCC=' 'sha256-DDD='");
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    // Browsers without the split directives keep the policy they had.
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(pageContentSecurityPolicy({ hashes: [] }), 'style-src-elem')).toBe("style-src-elem 'self'");
  });

  it('allows inline style elements as a whole in the studio and with a form provider, whose editor and forms add their own', () => {
    const options = { styleHashes: ['sha256-CCC='] };
    const studio = pageContentSecurityPolicy({ nonce: 'abc' }, [], { ...options, studio: true });
    const forms = pageContentSecurityPolicy({ nonce: 'abc' }, [], {
      ...options,
      formProviderScriptUrl: 'https://js.hsforms.example/forms/v2.js',
    });
    for (const policy of [studio, forms]) {
      expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directive(policy, 'style-src-elem')).toBeUndefined();
      expect(directive(policy, 'style-src-attr')).toBeUndefined();
    }
  });
});

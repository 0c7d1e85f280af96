import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './plugin.ts';

function directive(policy: string, name: string): string | undefined {
  return policy.split('; ').find((part) => part.startsWith(`${name} `));
}

describe('page Content-Security-Policy', () => {
  it('allows scripts from us and the nonce only, frames from us, the video hosts and the configured hosts', () => {
    const policy = pageContentSecurityPolicy('abc', ['https://maps.example.org']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, 'frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://maps.example.org",
    );
  });

  it('adds the tag manager host once the visitor allowed tracking', () => {
    expect(directive(pageContentSecurityPolicy('abc', [], { tagManager: true }), 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://www.googletagmanager.com",
    );
  });
});

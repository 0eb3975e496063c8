import { describe, expect, it } from 'vitest';
import sandboxOrigins from '../../security-origins.json';
import { headersFile, parseSecurityOrigins, securityHeaders } from './security-headers';

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '').split('; ').find((part) => part.startsWith(`${name} `));

describe('the security headers the build ships', () => {
  it("allow scripts from the site's origin only: nothing inline, no eval", () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('enforce Trusted Types with the one HTML policy: no other code can write HTML or script URLs', () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    expect(directive(csp, 'require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directive(csp, 'trusted-types')).toBe('trusted-types lobby-html lobby-gtag');
  });

  it("add a deployment's origins to their directives, and its report address", () => {
    const csp = securityHeaders(
      parseSecurityOrigins({
        connect: ['https://api.brand.example', 'wss://socket.brand.example'],
        images: ['https://*.imgcdn.example'],
        frames: ['https://games.vendor.example'],
        scripts: ['https://www.googletagmanager.com'],
        reportUri: 'https://brand.example/csp',
      }),
    )['Content-Security-Policy'];
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.brand.example wss://socket.brand.example",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.imgcdn.example");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://games.vendor.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'report-uri')).toBe('report-uri https://brand.example/csp');
  });

  it('refuse an origins file that would weaken the policy: keywords, wildcards, paths, plain http', () => {
    for (const bad of [
      { scripts: ["'unsafe-inline'"] },
      { scripts: ['*'] },
      { frames: ['https:'] },
      { images: ['http://cdn.example'] },
      { connect: ['https://api.example/v1'] },
      { scripts: ['https://cdn.example; script-src *'] },
      { reportUri: 'javascript:alert(1)' },
      { frames: 'https://games.example' },
    ])
      expect(() => parseSecurityOrigins(bad), JSON.stringify(bad)).toThrow(/security origins/);
  });

  it("the sandbox's origins file is valid, and the headers file is the /* block hosts read", () => {
    const origins = parseSecurityOrigins(sandboxOrigins);
    const file = headersFile(securityHeaders(origins));
    expect(file.split('\n')[0]).toBe('/*');
    expect(file).toContain("\n  Content-Security-Policy: default-src 'self';");
    expect(file).toContain('\n  Referrer-Policy: strict-origin\n');
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from '@shared/constants/theme';
import { webBuildConfig } from '../vite.config';
import { contentSecurityPolicy, inlineScriptHash } from './security-headers';

type HtmlTag = { tag: string; children?: string; injectTo?: string };

/** The tags the web build's plugins inject into the document (both builds share them). */
async function injectedTags(build: 'app' | 'public'): Promise<HtmlTag[]> {
  const tags: HtmlTag[] = [];
  // The config is a function of the Vite command (the service worker plugin only builds).
  const config = await webBuildConfig(build)({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
  for (const plugin of (config.plugins ?? []).flat()) {
    if (!plugin || typeof plugin !== 'object' || !('transformIndexHtml' in plugin)) continue;
    const hook = plugin.transformIndexHtml;
    const handler = typeof hook === 'function' ? hook : hook && 'handler' in hook ? hook.handler : undefined;
    if (plugin.name !== 'rally-theme-boot' || !handler) continue;
    const result = await (handler as (html: string) => unknown)('<html><head></head></html>');
    if (Array.isArray(result)) tags.push(...(result as HtmlTag[]));
  }
  return tags;
}

describe('the Content-Security-Policy and the inline theme script', () => {
  it('allows the boot script the documents carry by its hash, and no inline script otherwise', async () => {
    const csp = contentSecurityPolicy(['https://cognito.example']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' '${inlineScriptHash(themeBootScript)}'`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    for (const build of ['app', 'public'] as const) {
      const scripts = (await injectedTags(build)).filter((t) => t.tag === 'script');
      expect(scripts).toEqual([{ tag: 'script', children: themeBootScript, injectTo: 'head-prepend' }]);
    }
  });

  it('hashes as browsers do: SHA-256 of the UTF-8 text in base64 (the empty script has the well-known hash)', () => {
    expect(inlineScriptHash('alert(1)')).toBe(`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`);
    expect(inlineScriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});

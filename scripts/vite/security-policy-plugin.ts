import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  formatHeadersFile,
  HEADERS_FILE,
  headersForPath,
  readHeaderRules,
} from './headers-file.ts';
import { readSecurityPolicyConfig } from './security-policy-config.ts';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  REFERRER_POLICY,
  type SecurityPolicyConfig,
} from './security-policy.ts';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const CHARSET_META = /<meta\s+charset=[^>]*>/i;

/** The meta policy right after the charset: it governs only what comes after it in the page. */
export function injectPolicyMeta(html: string, policy: SecurityPolicyConfig): string {
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error('index.html needs a <meta charset> for the security policy.');
  const tags = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(buildContentSecurityPolicy(policy, 'meta'))}" />`,
    `<meta name="referrer" content="${REFERRER_POLICY}" />`,
  ];
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}\n    ${tags.join('\n    ')}${html.slice(end)}`;
}

/**
 * Ships the security policy (security-policy.ts) with every build: `_headers` in the output for
 * hosts that read it, and the meta fallback in index.html. `vite preview` serves the built
 * `_headers` as real response headers, each path its rules' (the IIIF manifests open to any
 * site), so the journeys run under exactly what was shipped.
 * Dev is left alone: Vite's dev server needs inline scripts and its HMR socket.
 */
export function securityPolicyPlugin({ mock }: { mock: boolean }): Plugin {
  let config: ResolvedConfig;
  let policy: SecurityPolicyConfig | null = null;
  return {
    name: 'folio:security-policy',
    configResolved(resolved) {
      config = resolved;
      if (resolved.command === 'build') policy = readSecurityPolicyConfig(mock, resolved.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (policy ? injectPolicyMeta(html, policy) : html),
    },
    generateBundle() {
      if (!policy) return;
      if (config.publicDir && existsSync(join(config.publicDir, HEADERS_FILE))) {
        this.error(
          `${relative(config.root, join(config.publicDir, HEADERS_FILE))} would be replaced by the ` +
            'generated one: change the headers in scripts/vite/security-policy.ts instead.',
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: formatHeadersFile(buildSecurityHeaders(policy)),
      });
    },
    configurePreviewServer(server) {
      const outDir = resolve(config.root, config.build.outDir);
      const file = join(outDir, HEADERS_FILE);
      if (!existsSync(file)) {
        config.logger.warn(
          `${relative(config.root, file)} is missing: the preview serves no security headers. ` +
            'Rebuild to get it.',
        );
        return;
      }
      const rules = readHeaderRules(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        for (const [name, value] of headersForPath(rules, path)) response.setHeader(name, value);
        next();
      });
    },
  };
}

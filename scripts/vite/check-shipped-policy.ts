import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HEADERS_FILE, readHeadersForAllPaths } from './headers-file.ts';
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  type SecurityPolicyConfig,
} from './security-policy.ts';

/**
 * What a built folder must show of the security policy (scripts/check-bundle.ts): `_headers`
 * with exactly the headers of this configuration, the meta policy ahead of every script in
 * index.html, no inline script, and no source map or pointer to one.
 */
export function findShippedPolicyProblems(
  outDir: string,
  files: string[],
  config: SecurityPolicyConfig,
): string[] {
  const problems: string[] = [];
  const headersFile = join(outDir, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    problems.push(`${outDir}/ has no ${HEADERS_FILE}`);
  } else {
    const shipped = readHeadersForAllPaths(readFileSync(headersFile, 'utf8'));
    if (JSON.stringify(shipped) !== JSON.stringify(buildSecurityHeaders(config)))
      problems.push(`${outDir}/${HEADERS_FILE} does not carry the policy of this configuration`);
  }

  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const meta = html.indexOf(
    `<meta http-equiv="Content-Security-Policy" content="${buildContentSecurityPolicy(config, 'meta')}"`,
  );
  if (meta < 0) problems.push(`${outDir}/index.html has no meta Content-Security-Policy`);
  else if (html.slice(0, meta).includes('<script'))
    problems.push(`${outDir}/index.html has a script before its meta Content-Security-Policy`);
  if (/<script(?![^>]*\ssrc=)[^>]*>/i.test(html))
    problems.push(`${outDir}/index.html has an inline script, which the policy refuses`);

  for (const file of files) {
    const name = relative(outDir, file);
    if (file.endsWith('.map')) problems.push(`${outDir}/ publishes a source map: ${name}`);
    else if (
      /\.(js|css|html)$/.test(file) &&
      /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8'))
    )
      problems.push(`${outDir}/${name} points to a source map (sourceMappingURL)`);
  }
  return problems;
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * The inline script react-gtm-module writes into the page. Its `TagManager.initialize` sets
 * `script.innerHTML` to this text (no nonce option), so the policy can allow it only by its hash.
 * The text comes from the installed library's own Snippets module, with the arguments
 * `initialize({ gtmId })` passes it (src/services/analytics/gtm-destination.ts), so a library
 * update that changes the snippet changes the hash with it.
 */

interface GtmSnippetArgs {
  id: string;
  events: Record<string, unknown>;
  dataLayer: undefined;
  dataLayerName: string;
  preview: string;
  auth: string;
}

interface GtmSnippets {
  tags(args: GtmSnippetArgs): { script: string; iframe: string; dataLayerVar: string };
}

// Build code in Node: the CommonJS module is read as it is, not through the app's facade.
const require = createRequire(import.meta.url);
const snippets = require('react-gtm-module/dist/Snippets.js') as GtmSnippets;

/** What `TagManager.initialize({ gtmId })` puts in the inline script's text. */
export function gtmInlineScript(gtmId: string): string {
  return snippets.tags({
    id: gtmId,
    events: {},
    dataLayer: undefined,
    dataLayerName: 'dataLayer',
    preview: '',
    auth: '',
  }).script;
}

/** The CSP source that allows exactly that script, like `'sha256-…'`. */
export function gtmInlineScriptHash(gtmId: string): string {
  const digest = createHash('sha256').update(gtmInlineScript(gtmId), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

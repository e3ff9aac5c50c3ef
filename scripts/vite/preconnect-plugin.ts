import type { HtmlTagDescriptor, Plugin } from 'vite';
import { readSecurityPolicyConfig } from './security-policy-config.ts';

export interface PreconnectTargets {
  searchAppId: string;
  /** VITE_ALGOLIA_HOSTS as origins: the first takes the first search (search-client.ts). */
  searchHosts?: readonly string[];
  mediaOrigins: readonly string[];
}

/**
 * The first search cannot leave before the entry has downloaded and run; the connection to the
 * search host (DNS, TCP, TLS: three round trips on a phone) can be opened meanwhile. Searches are
 * CORS requests without credentials, so that connection is opened `crossorigin` (anonymous);
 * images from a media host are not CORS requests, so theirs is opened without it.
 */
export function preconnectTags({
  searchAppId,
  searchHosts,
  mediaOrigins,
}: PreconnectTargets): HtmlTagDescriptor[] {
  const link = (href: string, crossorigin: boolean): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel: 'preconnect', href, ...(crossorigin ? { crossorigin: '' } : {}) },
    injectTo: 'head',
  });
  return [
    link(searchHosts?.[0] ?? `https://${searchAppId}-dsn.algolia.net`, true),
    ...mediaOrigins.map((origin) => link(origin, false)),
  ];
}

/** The real build only: in the mock build every search is answered inside the page. */
export function preconnectPlugin({ mock }: { mock: boolean }): Plugin {
  let tags: HtmlTagDescriptor[] = [];
  return {
    name: 'folio:preconnect',
    apply: 'build',
    configResolved(config) {
      if (!mock) tags = preconnectTags(readSecurityPolicyConfig(false, config.env));
    },
    transformIndexHtml: () => tags,
  };
}

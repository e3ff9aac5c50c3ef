// citation-js publishes no types: the little of it citation-js.ts uses.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    static async(data: unknown): Promise<Cite>;
    data: Record<string, unknown>[];
    format(format: string, options?: Record<string, unknown>): string | object;
  }
  export const plugins: {
    config: {
      get(plugin: '@csl'): {
        templates: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}
declare module '@citation-js/name' {
  export function parse(name: string): Record<string, string>;
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';

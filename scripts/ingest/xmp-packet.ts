import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A property's value: simple text, the items of an rdf:Bag or rdf:Seq, or an rdf:Alt. */
export type XmpValue = string | string[] | LangAlternative[];

export interface LangAlternative {
  lang: string;
  text: string;
}

/** Properties by namespace URI + local name, e.g. `http://purl.org/dc/elements/1.1/title`. */
export type XmpProperties = Map<string, XmpValue>;

export type XmpRead = { ok: true; properties: XmpProperties } | { ok: false; reason: string };

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const XML = 'http://www.w3.org/XML/1998/namespace';

// Values stay text ("1984" is a title, not a number); entities are decoded, character
// references too (exiftool writes an apostrophe as &#39;), which needs `htmlEntities`.
const parser = new XMLParser({
  htmlEntities: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type Node = Record<string, unknown>;
type Scope = Map<string, string>;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function withDeclarations(node: Node, scope: Scope): Scope {
  const declared = Object.keys(node).filter((key) => key.startsWith('@xmlns:'));
  if (declared.length === 0) return scope;
  const inner = new Map(scope);
  for (const key of declared) inner.set(key.slice('@xmlns:'.length), String(node[key]));
  return inner;
}

/** `prefix:name` → namespace URI + name; null when the prefix is not declared. */
function resolve(name: string, scope: Scope): string | null {
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const uri = name.startsWith('xml:') ? XML : scope.get(name.slice(0, colon));
  return uri === undefined ? null : uri + name.slice(colon + 1);
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    const text = value['#text'];
    return typeof text === 'string' ? text : text === undefined ? '' : String(text as number);
  }
  return null;
}

function valueOf(value: unknown, scope: Scope): XmpValue | null {
  if (!isNode(value)) return textOf(value);
  const inner = withDeclarations(value, scope);
  for (const [key, child] of Object.entries(value)) {
    const kind = resolve(key, inner);
    if (kind === `${RDF}Bag` || kind === `${RDF}Seq`) {
      return itemsOf(child, inner).map((item) => textOf(item) ?? '');
    }
    if (kind === `${RDF}Alt`) {
      return itemsOf(child, inner).map((item) => ({
        lang: isNode(item) && typeof item['@xml:lang'] === 'string' ? item['@xml:lang'] : '',
        text: textOf(item) ?? '',
      }));
    }
  }
  const resource = Object.keys(value).find(
    (key) => resolve(key.slice(1), inner) === `${RDF}resource`,
  );
  return resource ? String(value[resource]) : textOf(value);
}

function itemsOf(list: unknown, scope: Scope): unknown[] {
  if (!isNode(list)) return [];
  const inner = withDeclarations(list, scope);
  const key = Object.keys(list).find((name) => resolve(name, inner) === `${RDF}li`);
  return key ? asList(list[key]) : [];
}

/** Every rdf:Description below `node`, each with the namespaces in force there. */
function collect(node: Node, scope: Scope, found: [Node, Scope][]): void {
  const inner = withDeclarations(node, scope);
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('@') || key === '#text') continue;
    for (const item of asList(child)) {
      if (!isNode(item)) continue;
      if (resolve(key, inner) === `${RDF}Description`) found.push([item, inner]);
      else collect(item, inner, found);
    }
  }
}

/** The validator's message on one line; its list of unclosed tags in words. */
function wording(message: string): string {
  const line = message.replace(/\s+/g, ' ').replace(/\.$/, '');
  const unclosed = /^Invalid '\[(.*)\]' found$/.exec(line);
  return unclosed ? `unclosed ${(unclosed[1] ?? '').replace(/"/g, '').trim()}` : line;
}

/**
 * Reads an XMP packet (embedded or a sidecar's text) into its top-level properties. A packet
 * that is not well-formed XML is refused with the parser's line and column, so the caller can
 * name it and read the file's other metadata instead.
 */
export function readXmpPacket(text: string): XmpRead {
  // XMP forbids a DTD; refusing one also keeps entity expansion out of the parser.
  if (/<!DOCTYPE/i.test(text))
    return { ok: false, reason: 'has a DOCTYPE, which XMP does not allow' };
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    return {
      ok: false,
      reason: `is not well-formed XML (line ${line}, column ${col}): ${wording(msg)}`,
    };
  }
  const found: [Node, Scope][] = [];
  try {
    collect(parser.parse(text) as Node, new Map([['rdf', RDF]]), found);
  } catch (error) {
    // The validator passed it; a parser failure still must not cost the item.
    return { ok: false, reason: `cannot be read: ${(error as Error).message}` };
  }
  if (found.length === 0) return { ok: false, reason: 'has no rdf:Description' };
  const properties: XmpProperties = new Map();
  for (const [description, outer] of found) {
    const scope = withDeclarations(description, outer);
    for (const [key, value] of Object.entries(description)) {
      const isAttribute = key.startsWith('@');
      const name = resolve(isAttribute ? key.slice(1) : key, scope);
      if (!name || name.startsWith(RDF) || key.startsWith('@xmlns:') || key === '#text') continue;
      const read = isAttribute ? String(value) : valueOf(asList(value)[0], scope);
      if (read !== null && !properties.has(name)) properties.set(name, read);
    }
  }
  return { ok: true, properties };
}

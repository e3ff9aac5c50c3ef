import { errorResponse } from './http-reply';

/** What the handler reads from a request besides its path: credentials, body, query string. */

/** The browser build sends credentials in the query string, the Node build in headers. */
export function credentialOf(request: Request, url: URL, name: string): string | null {
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === name) return value;
  return request.headers.get(name);
}

/** The body as JSON; Algolia's clients send it as `text/plain` to avoid a CORS preflight. */
export async function readJsonBody(
  request: Request,
): Promise<{ body: unknown } | { error: Response }> {
  const text = await request.text();
  if (text.trim() === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { error: errorResponse(400, `Invalid JSON body: ${detail}`) };
  }
}

/** The search parameters of a GET (browse): the query string without the client's own keys. */
export function queryParams(url: URL): string {
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (!key.toLowerCase().startsWith('x-algolia-')) params.append(key, value);
  }
  return params.toString();
}

/** `attributesToRetrieve` of a GET: a JSON array of strings or a comma-separated list. */
export function attributeList(
  url: URL,
): { attributes: string[] | undefined } | { error: Response } {
  const value = url.searchParams.get('attributesToRetrieve');
  if (value === null) return { attributes: undefined };
  if (value.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON after all: read it as a comma-separated list below.
    }
    if (Array.isArray(parsed)) {
      // Anything but strings is refused: `String()` of a deeply nested array overflows the stack.
      if (parsed.every((item): item is string => typeof item === 'string')) {
        return { attributes: parsed };
      }
      return { error: errorResponse(400, 'attributesToRetrieve: expected an array of strings') };
    }
  }
  return { attributes: value.split(',').map((item) => item.trim()) };
}

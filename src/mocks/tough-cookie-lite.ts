/**
 * Stands in for tough-cookie in the mock build (docs/decisions/012-mock-build-without-cookie-jar.md).
 * MSW keeps the cookies that mocked responses set in a tough-cookie jar; Folio's handlers set
 * none, and the jar with its public-suffix list (tldts) was a quarter of the mock chunk that
 * every mock-mode page waits for. Cookies of the document still reach the handlers.
 */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  setCookie(cookie: string): Promise<void> {
    console.warn(`[mock] a handler set a cookie that mock mode does not keep: ${cookie}`);
    return Promise.resolve();
  }
}

export const Cookie = { fromJSON: (): null => null };

/**
 * A search that gets no answer must end within 10 s (docs/reliability.md). The transporter tries
 * its hosts in turn; "connect" runs until the first byte, "read" from there to the last. After a
 * timeout it multiplies the next host's timeouts by (3 + timeouts so far), so the default four
 * hosts at 1 s took 1 + 4 + 5 + 6 = 16 s to give up on a hung service. Two hosts at these values
 * give up after 5 s with no first byte, 4 s with a stalled body, 9 s at worst; the fallback
 * still gets 4 s to connect on a slow network.
 */
export const SEARCH_TIMEOUTS = { connect: 1000, read: 800, write: 30_000 } as const;

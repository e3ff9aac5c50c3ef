import type { EngineReply } from '../types';

/** Responses as Algolia's search hosts send them: JSON, readable by any origin. */

/** Algolia's hosts answer every origin; the clients send no cookies, so `*` is enough. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
};

export function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(status: number, message: string): Response {
  return jsonResponse({ message, status }, status);
}

export function replyResponse(reply: EngineReply): Response {
  return jsonResponse(reply.body, reply.status);
}

/** The answer to a CORS preflight (a browser sends one when credentials travel in headers). */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: CORS_HEADERS });
}

export const FORBIDDEN_MESSAGE = 'Invalid Application-ID or API key';

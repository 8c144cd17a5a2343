import type { ServerResponse } from "node:http";
import { currentRequest, type RequestScope } from "./request-scope";

/*
 * The Node response of the request being handled, remembered by the HTTP observer (http-server.ts)
 * as the request arrives. Next.js drops a Content-Encoding set by the proxy or a route and compresses
 * every answer itself (gzip, per request); an answer that is already compressed (the page cache's)
 * is written here instead, once, and Next then sees a finished response and does nothing more.
 * Kept on globalThis: instrumentation and the proxy are separate bundles.
 */

declare global {
  var __consorcioRawResponses: WeakMap<RequestScope, ServerResponse> | undefined;
}

function responses(): WeakMap<RequestScope, ServerResponse> {
  return (globalThis.__consorcioRawResponses ??= new WeakMap());
}

export function rememberRawResponse(scope: RequestScope, response: ServerResponse): void {
  responses().set(scope, response);
}

/** The current request's Node response, if nothing was written to it yet (else null, as in tests). */
export function currentRawResponse(): ServerResponse | null {
  const scope = currentRequest();
  const response = scope ? responses().get(scope) : undefined;
  return response && !response.headersSent && !response.writableEnded ? response : null;
}

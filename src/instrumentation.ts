import type { Instrumentation } from "next";

// Runs once when the server boots. Everything it does is Node.js's (src/instrumentation-node.ts):
// Next inlines NEXT_RUNTIME at build time, so the edge bundle of this file imports nothing of it and
// `npm run dev` compiles it for the Edge runtime without a warning.
export async function register() {
  // eslint-disable-next-line no-restricted-syntax -- the build-time literal that keeps Node.js code out of the edge bundle
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { registerNode } = await import("./instrumentation-node");
  await registerNode();
}

/**
 * A page, route handler or server action that threw (Next.js calls this; its own console line
 * follows): one JSON error line under the request's id, with the digest the error page gets, so
 * either code finds the other.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  // eslint-disable-next-line no-restricted-syntax -- the same build-time literal as in register()
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("./platform/log/logger");
  const { acceptRequestId, currentRequest, REQUEST_ID_HEADER } = await import("./platform/request-scope");
  const { loggedPath } = await import("./platform/http-server");
  const digest = error && typeof error === "object" && "digest" in error ? String(error.digest) : undefined;
  logger("next").error(
    {
      reqId: acceptRequestId(request.headers[REQUEST_ID_HEADER] ?? currentRequest()?.requestId),
      method: request.method,
      path: loggedPath(request.path),
      route: context.routePath,
      kind: context.routeType,
      digest,
      err: error,
    },
    "erro não tratado",
  );
};

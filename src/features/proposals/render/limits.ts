import "server-only";
import { env } from "~/env";
import { clientIp } from "~/platform/request-info";
import { createTokenBuckets } from "~/lib/token-buckets";
import { RENDER_RETRY_AFTER_S, RenderBusyError } from "./pool";

/*
 * Renders (cache misses) of the public PDF and og:image per client IP, counted in this process's
 * memory, not in PostgreSQL: what the limit protects is this server's CPU, a database round trip per
 * download would itself be load under a flood, and a cached answer is not counted at all (WhatsApp's
 * preview fetches many links' cards from a few addresses). With N servers an IP gets N times the
 * budget, each within what one server can render. 20 at once, then one every 5 s (12 a minute).
 */
const rendersPerIp = createTokenBuckets({ burst: 20, perSecond: 0.2 });

/*
 * Downloads of public PDFs per client IP, cached or not: a person opens a proposal's PDF a few times;
 * one address asking dozens a second (bench:abuse's noisy neighbour: ~57/s from three loops) kept
 * the event loop busy with answers every other account waited behind. 60 at once, then one a second.
 */
const pdfDownloadsPerIp = createTokenBuckets({ burst: 60, perSecond: 1 });

class RenderLimitedError extends Error {
  constructor(
    readonly retryAfterS: number,
    message = "Muitas propostas geradas a partir desta rede. Aguarde um pouco e tente novamente.",
  ) {
    super(message);
  }
}

/** Takes one download from the client's IP bucket, or throws (renderRefusal answers 429 with Retry-After). */
export function publicDownloadGate(headers: Headers): void {
  const ip = clientIp(headers, env.TRUSTED_PROXY_HOPS) ?? "unknown";
  const taken = pdfDownloadsPerIp(ip);
  if (!taken.ok)
    throw new RenderLimitedError(
      taken.retryAfterS,
      "Muitos downloads de PDF a partir desta rede. Aguarde um pouco e tente novamente.",
    );
}

/** A `beforeRender` that takes one render from the client's IP bucket, or throws. */
export function publicRenderGate(headers: Headers): () => void {
  const ip = clientIp(headers, env.TRUSTED_PROXY_HOPS) ?? "unknown";
  return () => {
    const taken = rendersPerIp(ip);
    if (!taken.ok) throw new RenderLimitedError(taken.retryAfterS);
  };
}

/** 503 (render queue full) or 429 (this IP's renders) with Retry-After and a pt-BR text; null otherwise. */
export function renderRefusal(error: unknown): Response | null {
  const refusal =
    error instanceof RenderBusyError
      ? { status: 503, retryAfter: RENDER_RETRY_AFTER_S }
      : error instanceof RenderLimitedError
        ? { status: 429, retryAfter: error.retryAfterS }
        : null;
  if (!refusal || !(error instanceof Error)) return null;
  return new Response(error.message, {
    status: refusal.status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "retry-after": String(refusal.retryAfter),
      "cache-control": "no-store",
    },
  });
}

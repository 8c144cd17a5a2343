import { AppConfig } from "mercadopago/dist/utils/config/index.js";

// The one workaround around the Mercado Pago SDK's internals: it has no per-client base URL (3.6.1:
// RestClient builds every URL from the static AppConfig.BASE_URL at call time, declared readonly), so
// pointing the real SDK at the local fake API means setting that static. sdk-base-url.test.ts fails
// if a new SDK version stops reading it this way.

export const REAL_API = "https://api.mercadopago.com";

/**
 * Where the SDK calls. Without credentials, the local fake API (fakeUrl, started by the npm scripts);
 * with them, apiUrl (MERCADOPAGO_API_URL, a test knob src/env.ts allows in production only on https
 * or loopback: test:cluster's production servers call the fake through it) or the real API.
 */
export function sdkBaseUrl({
  accessToken,
  fakeUrl,
  apiUrl,
}: {
  accessToken?: string;
  fakeUrl?: string;
  apiUrl?: string;
}): string | null {
  const url = accessToken ? (apiUrl ?? REAL_API) : fakeUrl;
  return url ? url.replace(/\/+$/, "") : null;
}

export function setSdkBaseUrl(url: string): void {
  // The SDK declares BASE_URL a readonly constant; it is a plain static property, read on each call.
  Object.assign(AppConfig, { BASE_URL: url });
}

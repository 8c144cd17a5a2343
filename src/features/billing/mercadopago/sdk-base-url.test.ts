import http from "node:http";
import type { AddressInfo } from "node:net";
import { MercadoPagoConfig, PreApproval } from "mercadopago";
import { AppConfig } from "mercadopago/dist/utils/config/index.js";
import { afterAll, describe, expect, it } from "vitest";
import { REAL_API, sdkBaseUrl, setSdkBaseUrl } from "./sdk-base-url";

describe("the Mercado Pago SDK's base URL (the workaround in sdk-base-url.ts)", () => {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ id: "pre-1", status: "authorized" }));
  });
  afterAll(() => {
    setSdkBaseUrl(REAL_API);
    server.close();
  });

  it("defaults to the real API", () => {
    expect((AppConfig as unknown as { BASE_URL: string }).BASE_URL).toBe(REAL_API);
  });

  it("is read at call time: a client created before the change calls the new URL", async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const client = new PreApproval(
      new MercadoPagoConfig({ accessToken: "TEST-sdk-base-url", options: { maxRetries: 0, timeout: 2000 } }),
    );
    setSdkBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const answer = await client.get({ id: "pre-1" });
    expect(answer.id).toBe("pre-1");
    expect(seen).toEqual(["GET /preapproval/pre-1"]);
  });
});

describe("where the SDK is pointed (sdkBaseUrl)", () => {
  it("without credentials, the local fake API, or nothing when none runs", () => {
    expect(sdkBaseUrl({ fakeUrl: "http://127.0.0.1:4010/" })).toBe("http://127.0.0.1:4010");
    expect(sdkBaseUrl({ apiUrl: "http://127.0.0.1:4011" })).toBeNull();
  });

  it("with credentials, MERCADOPAGO_API_URL when set (never the fake's), otherwise the real API", () => {
    expect(
      sdkBaseUrl({ accessToken: "TEST-123", apiUrl: "http://127.0.0.1:4011/", fakeUrl: "http://127.0.0.1:4010" }),
    ).toBe("http://127.0.0.1:4011");
    expect(sdkBaseUrl({ accessToken: "APP_USR-123", fakeUrl: "http://127.0.0.1:4010" })).toBe(REAL_API);
  });
});

import { describe, expect, it } from "vitest";
import { signatureHeader, signatureManifest, signManifest, verifySignature } from "./signature";

// The vector from Mercado Pago's webhook documentation.
const SECRET = "your_secret_key_here";
const DATA_ID = "999999999";
const REQUEST_ID = "bb56a2f1-6aae-46ac-982e-9dcd3581d08e";
const TS = "1704908010";
const EXPECTED = "c0412036a1c8b6a874049f5931f01bc6c12308647ba4d17136aacbd61207ea0f";
const AT_TS = new Date(Number(TS) * 1000);

describe("Mercado Pago webhook signature", () => {
  it("builds the documented manifest and HMAC-SHA256", () => {
    const manifest = signatureManifest(DATA_ID, REQUEST_ID, TS);
    expect(manifest).toBe("id:999999999;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1704908010;");
    expect(signManifest(SECRET, manifest)).toBe(EXPECTED);
  });

  it("accepts the documented header at its own time", () => {
    const header = `ts=${TS},v1=${EXPECTED}`;
    expect(verifySignature({ secret: SECRET, header, requestId: REQUEST_ID, dataId: DATA_ID, now: AT_TS })).toEqual({
      ok: true,
    });
  });

  it.each([
    ["no header", { header: null }, "missing"],
    ["no x-request-id", { requestId: null }, "missing"],
    ["no data.id", { dataId: null }, "missing"],
    ["garbage header", { header: "v1=abc" }, "malformed"],
    ["wrong secret", { secret: "another_secret" }, "mismatch"],
    ["another data.id", { dataId: "999999998" }, "mismatch"],
    ["another request id", { requestId: "bb56a2f1-6aae-46ac-982e-9dcd3581d08f" }, "mismatch"],
    ["one hex digit changed", { header: `ts=${TS},v1=${EXPECTED.slice(0, -1)}1` }, "mismatch"],
    ["ts 6 minutes old", { now: new Date(AT_TS.getTime() + 6 * 60_000) }, "stale"],
  ] as const)("%s → %s", (_label, override, reason) => {
    const input = {
      secret: SECRET,
      header: `ts=${TS},v1=${EXPECTED}`,
      requestId: REQUEST_ID,
      dataId: DATA_ID,
      now: AT_TS,
      ...override,
    };
    expect(verifySignature(input)).toEqual({ ok: false, reason });
  });

  it("accepts ts in milliseconds and round-trips what the fake API signs", () => {
    const ts = String(AT_TS.getTime());
    const header = signatureHeader(SECRET, "ABC123", REQUEST_ID, ts);
    expect(verifySignature({ secret: SECRET, header, requestId: REQUEST_ID, dataId: "ABC123", now: AT_TS })).toEqual({
      ok: true,
    });
  });
});

import { describe, expect, it } from "vitest";
import { clientIp } from "./request-info";

describe("clientIp", () => {
  it.each([
    ["no headers", {}, null],
    ["one address set by the proxy", { "x-forwarded-for": "200.1.2.3" }, "200.1.2.3"],
    ["a forged first entry: the proxy's appended address wins", { "x-forwarded-for": "1.1.1.1, 200.1.2.3" }, "200.1.2.3"],
    ["spaces around entries", { "x-forwarded-for": " 10.0.0.1 ,  200.1.2.3 " }, "200.1.2.3"],
    ["x-real-ip only", { "x-real-ip": "177.0.0.9" }, "177.0.0.9"],
  ] as const)("%s", (_label, headers, expected) => {
    expect(clientIp(new Headers(headers))).toBe(expected);
  });
});

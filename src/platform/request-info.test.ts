import { describe, expect, it } from "vitest";
import { clientIp, isLoopback, SOCKET_ADDRESS_HEADER } from "./request-info";

const socket = (address: string) => ({ [SOCKET_ADDRESS_HEADER]: address });

describe("clientIp", () => {
  it.each([
    ["nothing known", {}, 0, null],
    ["hops 0: the socket address", socket("200.1.2.3"), 0, "200.1.2.3"],
    [
      "hops 0: a forged X-Forwarded-For is ignored",
      { ...socket("200.1.2.3"), "x-forwarded-for": "1.1.1.1" },
      0,
      "200.1.2.3",
    ],
    ["hops 0: X-Real-IP is ignored", { ...socket("200.1.2.3"), "x-real-ip": "1.1.1.1" }, 0, "200.1.2.3"],
    ["hops 0: IPv4-mapped IPv6", socket("::ffff:127.0.0.1"), 0, "127.0.0.1"],
    [
      "hops 1: the balancer's appended entry",
      { ...socket("10.0.0.5"), "x-forwarded-for": "200.1.2.3" },
      1,
      "200.1.2.3",
    ],
    [
      "hops 1: a forged first entry loses",
      { ...socket("10.0.0.5"), "x-forwarded-for": "1.1.1.1, 200.1.2.3" },
      1,
      "200.1.2.3",
    ],
    [
      "hops 2: CDN then balancer",
      { ...socket("10.0.0.5"), "x-forwarded-for": "1.1.1.1, 200.1.2.3, 172.16.0.9" },
      2,
      "200.1.2.3",
    ],
    [
      "hops 2 but one entry: the leftmost we have",
      { ...socket("10.0.0.5"), "x-forwarded-for": "200.1.2.3" },
      2,
      "200.1.2.3",
    ],
    ["hops 1 and no header: the socket", socket("10.0.0.5"), 1, "10.0.0.5"],
  ] as const)("%s", (_label, headers, hops, expected) => {
    expect(clientIp(new Headers(headers), hops)).toBe(expected);
  });
});

describe("isLoopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["10.0.0.1", false],
    ["192.168.0.10", false],
    ["::ffff:10.0.0.1", false],
    [null, false],
  ] as const)("%s → %s", (ip, expected) => {
    expect(isLoopback(ip)).toBe(expected);
  });
});

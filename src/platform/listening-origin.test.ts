import { describe, expect, it } from "vitest";
import { originOf } from "./listening-origin";

describe("originOf (how the server reaches itself)", () => {
  it.each([
    ["every IPv4 interface: loopback", { address: "0.0.0.0", family: "IPv4", port: 3310 }, "http://127.0.0.1:3310"],
    ["every interface (dual stack): loopback", { address: "::", family: "IPv6", port: 3310 }, "http://127.0.0.1:3310"],
    ["one IPv4 address: that address", { address: "10.0.0.5", family: "IPv4", port: 8080 }, "http://10.0.0.5:8080"],
    ["IPv6 loopback: bracketed", { address: "::1", family: "IPv6", port: 3000 }, "http://[::1]:3000"],
  ])("%s", (_label, address, origin) => {
    expect(originOf(address)).toBe(origin);
  });
});

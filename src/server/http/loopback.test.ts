import { describe, expect, it } from "vitest";
import { loopbackAliases } from "./loopback";

describe("loopbackAliases: the dev server answers on localhost and 127.0.0.1 alike", () => {
  it("widens a loopback public URL to the other loopback names on its port, in development", () => {
    expect(loopbackAliases("http://localhost:3000", "development")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(loopbackAliases("http://127.0.0.1:3107/", "development")).toContain("http://localhost:3107");
  });

  it("never in production or tests, and never for a real host", () => {
    expect(loopbackAliases("http://localhost:3000", "production")).toEqual([]);
    expect(loopbackAliases("http://localhost:3000", "test")).toEqual([]);
    expect(loopbackAliases("https://app.consorciopro.com.br", "development")).toEqual([]);
  });
});

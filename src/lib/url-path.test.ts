import { describe, expect, it } from "vitest";
import { decodePathSegment, hasMalformedEscape } from "./url-path";

describe("percent-escapes in a path", () => {
  it("finds a malformed escape in any segment, and leaves good ones alone", () => {
    for (const bad of [
      "/public/propostas/%E0%A4%A",
      "/api/users/export/%",
      "/propostas/clients/%ZZ/x",
      "/%C3",
      "/a/%E0%A4%A/b",
    ])
      expect(hasMalformedEscape(bad), bad).toBe(true);
    for (const good of [
      "/",
      "/public/propostas/abc",
      "/api/files/logo%20branco.png",
      "/propostas/clients/%C3%A9",
      "/%25",
    ])
      expect(hasMalformedEscape(good), good).toBe(false);
  });

  it("decodes a good segment and answers null for a malformed one", () => {
    expect(decodePathSegment("caf%C3%A9")).toBe("café");
    expect(decodePathSegment("%E0%A4%A")).toBeNull();
  });
});

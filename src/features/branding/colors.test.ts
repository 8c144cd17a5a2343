import { describe, expect, it } from "vitest";
import { contrastRatio, darken, luminance, readableOn } from "./colors";

describe("WCAG colour arithmetic", () => {
  it.each([
    ["black on white is the maximum, 21:1", "#000000", "#ffffff", 21],
    ["the same colour is 1:1", "#0f9d58", "#0f9d58", 1],
    ["WCAG's grey #767676 on white is just above AA, 4.54:1", "#767676", "#ffffff", 4.54],
    ["order does not matter", "#ffffff", "#767676", 4.54],
  ])("%s", (_label, a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it("luminance runs from 0 (black) to 1 (white)", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1, 10);
  });

  it.each([
    ["dark green takes white text", "#0b6e3d", "#ffffff"],
    ["yellow takes dark text", "#f4b400", "#0f1a14"],
    ["white takes dark text", "#ffffff", "#0f1a14"],
  ])("%s", (_label, background, text) => {
    expect(readableOn(background)).toBe(text);
  });

  it("darkens toward black", () => {
    expect(darken("#ffffff", 0.5)).toBe("#808080");
    expect(darken("#0f9d58", 0)).toBe("#0f9d58");
  });
});

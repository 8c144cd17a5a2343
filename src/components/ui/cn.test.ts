import { describe, expect, it } from "vitest";
import { buttonClasses } from "./button";
import { cn } from "./cn";

describe("cn", () => {
  it.each([
    ["skips falsy values", ["a", false, null, undefined, "b"], "a b"],
    ["takes objects and arrays (clsx)", [{ a: true, b: false }, ["c", ["d"]]], "a c d"],
    ["a later padding overrides an earlier one", ["px-4 py-2", "px-2"], "py-2 px-2"],
    [
      "a later theme colour overrides an earlier one",
      ["bg-brand text-brand-contrast", "bg-surface-2"],
      "text-brand-contrast bg-surface-2",
    ],
    ["a text colour and a text size both stay", ["text-text", "text-sm"], "text-text text-sm"],
  ])("%s", (_label, input, expected) => {
    expect(cn(...(input as Parameters<typeof cn>))).toBe(expected);
  });
});

describe("buttonClasses (cva variants)", () => {
  it("defaults to the primary, medium button", () => {
    expect(buttonClasses()).toContain("bg-brand");
    expect(buttonClasses()).toContain("h-10");
  });

  it("a caller's className replaces the variant's conflicting classes instead of competing with them", () => {
    const classes = buttonClasses({ variant: "outline", size: "sm", className: "h-9 w-full" }).split(" ");
    expect(classes).toContain("h-9");
    expect(classes).not.toContain("h-8");
    expect(classes).toContain("border-border");
  });
});

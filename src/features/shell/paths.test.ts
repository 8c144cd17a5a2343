import { describe, expect, it } from "vitest";
import {
  activeHref,
  footerHidden,
  isActiveLink,
  isPublicPath,
  reachableWhileInactive,
  spinnerDismissedAtOnce,
} from "./paths";

describe("shell path rules", () => {
  it.each([
    ["public proposal", "/public/propostas/abc", true],
    ["nested public segment", "/x/public", true],
    ["a word containing public is not a segment", "/publicidade", false],
    ["app page", "/dashboard", false],
  ])("isPublicPath: %s", (_label, path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  it.each([
    ["/", true],
    ["/forgot-password", true],
    ["/dashboard", true],
    ["/public/propostas/t", true],
    ["/propostas/generate", false],
    ["/pages", false],
    ["/dashboard/extra", false],
  ])("spinner dismissed at once on %s: %s", (path, expected) => {
    expect(spinnerDismissedAtOnce(path)).toBe(expected);
  });

  it.each([
    ["/", true],
    ["/forgot-password", true],
    ["/cadastro", true],
    ["/reset-password", true],
    ["/verificar-email", true],
    ["/public/propostas/t", true],
    ["/dashboard", false],
    ["/termos", false],
  ])("footer hidden on %s: %s", (path, expected) => {
    expect(footerHidden(path)).toBe(expected);
  });

  it.each([
    ["/select", true],
    ["/conta", true],
    ["/selection", false],
    ["/dashboard", false],
    ["/propostas", false],
  ])("reachable while inactive: %s → %s", (path, expected) => {
    expect(reachableWhileInactive(path)).toBe(expected);
  });

  it.each([
    ["/propostas/generate", "/propostas/generate", true],
    ["/propostas/generate/step", "/propostas/generate", true],
    ["/propostas/generated", "/propostas/generate", false],
  ])("isActiveLink(%s, %s)", (path, href, expected) => {
    expect(isActiveLink(path, href)).toBe(expected);
  });

  it.each([
    ["/propostas/clients", "/propostas/clients"],
    ["/propostas/clients/abc", "/propostas/clients"],
    ["/propostas/proposals", "/propostas"],
    ["/propostas", "/propostas"],
    ["/dashboard", "/dashboard"],
    ["/conta", null],
  ])("activeHref: %s → %s", (path, expected) => {
    expect(activeHref(path, ["/pages", "/dashboard", "/propostas", "/propostas/clients"])).toBe(expected);
  });
});

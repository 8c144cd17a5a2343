import { describe, expect, it } from "vitest";
import { nextPathAfterLogin } from "./login-next";

describe("nextPathAfterLogin", () => {
  it.each([
    ["no callbackUrl", "", "/dashboard"],
    ["next-auth's absolute callbackUrl keeps its path", "?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fconta", "/conta"],
    ["a relative path", "?callbackUrl=%2Fsessoes", "/sessoes"],
    ["another host keeps only the path", "?callbackUrl=https%3A%2F%2Fevil.example%2Fconta", "/conta"],
    ["protocol-relative keeps only its path", "?callbackUrl=%2F%2Fevil.example", "/"],
    [
      "a path starting with // is not an in-app path",
      "?callbackUrl=http%3A%2F%2Flocalhost%2F%2Fevil.example",
      "/dashboard",
    ],
    ["the query of the callback is dropped", "?callbackUrl=%2Fconta%3Fx%3D1", "/conta"],
  ])("%s", (_label, search, expected) => {
    expect(nextPathAfterLogin(search)).toBe(expected);
  });
});

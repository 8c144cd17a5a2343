import { describe, expect, it } from "vitest";
import { isServiceUnavailable } from "./unavailable-toast";

describe("isServiceUnavailable", () => {
  it.each([
    ["tRPC SERVICE_UNAVAILABLE", { data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } }, true],
    ["a 503 without the code", { data: { httpStatus: 503 } }, true],
    ["a validation error", { data: { code: "BAD_REQUEST", httpStatus: 400 } }, false],
    ["an internal error", { data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } }, false],
    ["no data", new Error("x"), false],
    ["null", null, false],
  ])("%s → %s", (_label, error, expected) => {
    expect(isServiceUnavailable(error)).toBe(expected);
  });
});

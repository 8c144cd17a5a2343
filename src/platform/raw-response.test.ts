import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { currentRawResponse, rememberRawResponse } from "./raw-response";
import { runInRequestScope } from "./request-scope";

const response = (state: Partial<Pick<ServerResponse, "headersSent" | "writableEnded">> = {}) =>
  ({ headersSent: false, writableEnded: false, ...state }) as ServerResponse;

describe("the request's raw response", () => {
  it("is the one remembered for this request's scope, and only while nothing was written to it", () => {
    const mine = { requestId: "a", accountId: null };
    const other = { requestId: "b", accountId: null };
    const fresh = response();
    rememberRawResponse(mine, fresh);
    rememberRawResponse(other, response());
    expect(runInRequestScope(mine, () => currentRawResponse())).toBe(fresh);
    expect(runInRequestScope({ requestId: "c", accountId: null }, () => currentRawResponse())).toBeNull();
    expect(currentRawResponse()).toBeNull(); // outside any request

    const started = { requestId: "d", accountId: null };
    rememberRawResponse(started, response({ headersSent: true }));
    expect(runInRequestScope(started, () => currentRawResponse())).toBeNull();
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { databaseMarkedDown, markDatabaseUp } from "~/platform/database-state";
import { BUSY_MESSAGE, UNAVAILABLE_MESSAGE, unavailableMessage } from "./internal-errors";

afterEach(() => markDatabaseUp());

describe("unavailableMessage", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a connection that could not be made in time", new Error("Connection terminated due to connection timeout")],
    [
      "a server shutting down",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    ],
  ])("%s is an outage, remembered", (_label, error) => {
    expect(unavailableMessage(new Error("wrapped", { cause: error }))).toBe(UNAVAILABLE_MESSAGE);
    expect(databaseMarkedDown()).toBe(true);
  });

  it.each([
    ["a wait for a pooled connection", new Error("timeout exceeded when trying to connect")],
    [
      "Prisma's transaction that could not start in time",
      Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), {
        code: "P2028",
      }),
    ],
    [
      "a row lock not granted within lock_timeout",
      Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }),
    ],
    [
      "a statement past statement_timeout",
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    ],
  ])("%s is load, not an outage", (_label, error) => {
    expect(unavailableMessage(new Error("wrapped", { cause: error }))).toBe(BUSY_MESSAGE);
    expect(databaseMarkedDown()).toBe(false);
  });

  it("anything else is not the database's", () => {
    expect(unavailableMessage(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(databaseMarkedDown()).toBe(false);
  });
});

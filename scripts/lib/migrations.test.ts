import { describe, expect, it } from "vitest";
import { NO_TRANSACTION, splitStatements } from "./migrations.ts";

describe("splitStatements (migrations run without a transaction)", () => {
  it("splits on the semicolons that end statements, leaving comment-only pieces out", () => {
    expect(
      splitStatements(
        "-- migrate: no-transaction\nCREATE INDEX CONCURRENTLY a ON t(x);\n\nCREATE INDEX CONCURRENTLY b ON t(y);\n-- done\n",
      ),
    ).toEqual([
      "-- migrate: no-transaction\nCREATE INDEX CONCURRENTLY a ON t(x);",
      "\n\nCREATE INDEX CONCURRENTLY b ON t(y);",
    ]);
  });

  it("keeps semicolons inside strings, quoted names, comments and dollar-quoted bodies", () => {
    const fn =
      "CREATE FUNCTION f() RETURNS trigger AS $body$ BEGIN NEW.a := 'x;y'; RETURN NEW; END $body$ LANGUAGE plpgsql;";
    const sql = `INSERT INTO t VALUES ('it''s; fine', "odd;name"); /* a; b */ ${fn}\nSELECT $$;$$;`;
    expect(splitStatements(sql).map((s) => s.trim())).toEqual([
      `INSERT INTO t VALUES ('it''s; fine', "odd;name");`,
      `/* a; b */ ${fn}`,
      "SELECT $$;$$;",
    ]);
  });

  it("a last statement without a semicolon is kept", () => {
    expect(splitStatements("SELECT 1;\nSELECT 2")).toEqual(["SELECT 1;", "\nSELECT 2"]);
  });

  it("the marker is a line of its own, in any case", () => {
    expect(NO_TRANSACTION.test("-- Migrate: No-Transaction\nCREATE INDEX CONCURRENTLY a ON t(x);")).toBe(true);
    expect(NO_TRANSACTION.test("CREATE INDEX a ON t(x); -- migrate: no-transaction")).toBe(false);
  });
});

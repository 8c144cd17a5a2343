import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "./env-schema";

const valid = {
  DATABASE_URL: "postgresql://u:p@localhost:5432/app",
  NEXTAUTH_SECRET: "x".repeat(32),
};

describe("parseEnv", () => {
  it("accepts a minimal valid environment and fills defaults", () => {
    const env = parseEnv(valid);
    expect(env.NEXTAUTH_URL).toBe("http://localhost:3000");
    expect(env.NODE_ENV).toBe("development");
  });

  it.each([
    ["missing DATABASE_URL", { NEXTAUTH_SECRET: valid.NEXTAUTH_SECRET }, "DATABASE_URL"],
    ["DATABASE_URL not postgres", { ...valid, DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    ["short NEXTAUTH_SECRET", { ...valid, NEXTAUTH_SECRET: "short" }, "NEXTAUTH_SECRET"],
    ["NEXTAUTH_URL not a URL", { ...valid, NEXTAUTH_URL: "localhost" }, "NEXTAUTH_URL"],
    ["SMTP_URL wrong scheme", { ...valid, SMTP_URL: "http://mail" }, "SMTP_URL"],
    ["Mercado Pago token without the webhook secret", { ...valid, MERCADOPAGO_ACCESS_TOKEN: "APP_USR-123456789" }, "MERCADOPAGO_WEBHOOK_SECRET"],
  ])("%s stops start-up naming %s", (_label, input, name) => {
    expect(() => parseEnv(input)).toThrow(new RegExp(`- ${name}:`));
  });

  it("keeps server variables out of the browser: reading one there throws", () => {
    const browserEnv = parseEnv({}, { isServer: false });
    expect(() => browserEnv.DATABASE_URL).toThrow("DATABASE_URL é uma variável do servidor e não pode ser lida no navegador.");
    expect(parseEnv(valid, { isServer: true }).DATABASE_URL).toBe(valid.DATABASE_URL);
  });

  it("fills the build-time placeholders only during the build", () => {
    expect(parseEnv({}, { isBuild: true }).DATABASE_URL).toMatch(/^postgresql:/);
    expect(() => parseEnv({})).toThrow(/- DATABASE_URL: DATABASE_URL é obrigatória/);
  });

  it("treats empty strings as unset", () => {
    expect(() => parseEnv({ ...valid, DATABASE_URL: "" })).toThrow(/DATABASE_URL/);
  });
});

describe("src/env.ts", () => {
  it("loads a valid environment", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", valid.DATABASE_URL);
    vi.stubEnv("NEXTAUTH_SECRET", valid.NEXTAUTH_SECRET);
    try {
      expect((await import("~/env")).env.DATABASE_URL).toBe(valid.DATABASE_URL);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("stops the import (and so the server's start-up) naming a malformed variable", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", valid.DATABASE_URL);
    vi.stubEnv("NEXTAUTH_SECRET", valid.NEXTAUTH_SECRET);
    vi.stubEnv("NEXTAUTH_URL", "localhost");
    try {
      await expect(import("~/env")).rejects.toThrow(/- NEXTAUTH_URL: NEXTAUTH_URL deve ser uma URL/);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

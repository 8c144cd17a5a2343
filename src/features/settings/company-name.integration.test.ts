// The company name has one limit, COMPANY_NAME_MAX (120), everywhere: the sign-up's schema, the
// settings' schema (each refusing a longer name with the number) and the database (VARCHAR(120) on
// Account.name and Settings.name), so a name is refused, never cut.
import { describe, expect, it } from "vitest";
import { COMPANY_NAME_MAX } from "~/features/accounts";
import { signUpSchema } from "~/features/accounts/schema";
import { makeAccount } from "~/test/account-fixtures";
import { testDb } from "~/test/db";
import { settingsUpdateSchema } from "./schema";

const name = (length: number) =>
  "Consórcios Imobiliários e Veículos ".repeat(5).slice(0, length).trimEnd().padEnd(length, "x");

describe("the company name's limit", () => {
  it("is 120, and both forms' schemas refuse 121 characters naming it", () => {
    expect(COMPANY_NAME_MAX).toBe(120);
    const signUp = signUpSchema.shape.businessName;
    expect(signUp.safeParse(name(120)).success).toBe(true);
    expect(signUp.safeParse(name(121)).error?.issues[0]?.message).toBe(
      "O nome do negócio pode ter no máximo 120 caracteres.",
    );
    const settings = settingsUpdateSchema.safeParse({ name: name(121) });
    expect(settings.error?.issues.find((i) => i.path[0] === "name")?.message).toBe(
      "Nome da empresa: use no máximo 120 caracteres.",
    );
    expect(
      settingsUpdateSchema.safeParse({ name: name(120) }).error?.issues.find((i) => i.path[0] === "name"),
    ).toBeUndefined();
  });

  it("the database keeps 120 whole and refuses 121 (never cuts)", async () => {
    const { account } = await makeAccount();
    await testDb.settings.update({ where: { accountId: account.id }, data: { name: name(120) } });
    expect((await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } })).name).toBe(name(120));
    await expect(
      testDb.settings.update({ where: { accountId: account.id }, data: { name: name(121) } }),
    ).rejects.toThrow(/too long/i);
    await expect(testDb.account.update({ where: { id: account.id }, data: { name: name(121) } })).rejects.toThrow(
      /too long/i,
    );
  });
});

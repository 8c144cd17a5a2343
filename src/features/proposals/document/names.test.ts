import { describe, expect, it } from "vitest";
import { LINE_BREAK_MESSAGE } from "~/lib/control-chars";
import { clientSchema } from "~/features/clients";
import { respondSchema } from "./schema";

const respond = (name: string) => ({ token: "t".repeat(24), name, phone: "(11) 98765-4321", message: "" });

describe("client and lead names are one line (docs/security.md: names refuse line breaks)", () => {
  it.each(["Ana\nSouza", "Ana\r\nSouza", "Ana\tSouza", "Ana\rSouza"])("%j is refused", (name) => {
    const client = clientSchema.safeParse({ name, phone: "", email: "", document: "" });
    expect(client.success).toBe(false);
    expect(client.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", LINE_BREAK_MESSAGE]]);
    const lead = respondSchema.safeParse(respond(name));
    expect(lead.success).toBe(false);
    expect(lead.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["name", LINE_BREAK_MESSAGE]]);
  });

  it("a plain name, with spaces trimmed around it, is accepted", () => {
    expect(clientSchema.parse({ name: "  Ana Souza\n", phone: "", email: "", document: "" }).name).toBe("Ana Souza");
    expect(respondSchema.safeParse(respond("José da Silva")).success).toBe(true);
  });
});

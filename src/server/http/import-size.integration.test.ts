// One size limit for spreadsheet imports, with one message: a file past the body's ceiling (3,5 MB,
// whose base64 passes the request's 4 MB) is refused in the same words as one just past 3 MB, the
// dialog's and the input schema's ("Arquivo grande demais (até 3 MB).").
import { describe, expect, it } from "vitest";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE } from "~/features/clients/import-limits";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { sessionCookie, trpcError, trpcMutation } from "~/test/http";

const file = (bytes: number) => Buffer.alloc(bytes, "Ana;(11) 98765-5555\n").toString("base64");

describe("the spreadsheet import's size limit", () => {
  it("3,5 MB and 3 MB + 4 kB are refused with the same 3 MB message; the body limit's own words never show", async () => {
    expect(IMPORT_TOO_LARGE_MESSAGE).toBe("Arquivo grande demais (até 3 MB).");
    const { owner } = await makeAccount();
    const cookie = await sessionCookie((await signIn(owner)).sessionId);
    for (const bytes of [3.5 * 1024 * 1024, 6 * 1024 * 1024]) {
      const response = await trpcMutation("clients.import", {
        input: { fileBase64: file(bytes) },
        headers: { cookie },
      });
      expect(response.status, `${bytes} bytes`).toBe(413);
      const error = await trpcError(response);
      expect(error.message).toBe(IMPORT_TOO_LARGE_MESSAGE);
      expect(error.message).not.toMatch(/4 MB/);
    }
    const justOver = await trpcMutation("clients.import", {
      input: { fileBase64: file(IMPORT_MAX_BYTES + 4096) },
      headers: { cookie },
    });
    expect(justOver.status).toBe(400);
    expect((await trpcError(justOver)).data).toMatchObject({ fieldErrors: { fileBase64: [IMPORT_TOO_LARGE_MESSAGE] } });
  });
});

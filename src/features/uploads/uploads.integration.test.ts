// POST /api/uploads, DELETE /api/uploads/<id> and GET /api/files/<hash>, called as Next.js calls
// them, against the real database and sharp.
import { encode } from "next-auth/jwt";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as getFile } from "~/app/api/files/[key]/route";
import { DELETE as deleteUploadRoute } from "~/app/api/uploads/[id]/route";
import { POST as postUpload } from "~/app/api/uploads/route";
import { deleteMe, exportData } from "~/features/privacy/server";
import { getBrand } from "~/features/settings/server";
import { env } from "~/env";
import { makeAccount, makeUser, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { UPLOAD_MESSAGES } from "./schema";

const BASE = env.NEXTAUTH_URL.replace(/\/$/, "");

async function cookieFor(sessionId: string) {
  return `next-auth.session-token=${await encode({ token: { sid: sessionId }, secret: env.NEXTAUTH_SECRET })}`;
}

type Auth = { cookie?: string; origin?: string };

function uploadRequest(kind: string, file: Blob, name: string, auth: Auth) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", file, name);
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.cookie = auth.cookie;
  if (auth.origin) headers.origin = auth.origin;
  return postUpload(new Request(`${BASE}/api/uploads`, { method: "POST", body: form, headers }));
}

function deleteRequest(id: string, auth: Auth) {
  return deleteUploadRoute(
    new Request(`${BASE}/api/uploads/${id}`, {
      method: "DELETE",
      headers: { cookie: auth.cookie ?? "", origin: BASE },
    }),
  );
}

function fetchFile(url: string, headers: Record<string, string> = {}) {
  const key = url.split("/").pop() ?? "";
  return getFile(new Request(`${BASE}${url}`, { headers }), { params: Promise.resolve({ key }) });
}

const png = (width = 32, height = 16, color = "#0f9d58") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .withExif({ IFD0: { Artist: "Fulano de Tal" } })
    .toBuffer();
const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

async function owner() {
  const { account, owner: user } = await makeAccount();
  const session = await signIn(user);
  return { account, session, auth: { cookie: await cookieFor(session.sessionId), origin: BASE } };
}

describe("POST /api/uploads", () => {
  it("201 {id, url}: the PNG is re-encoded without metadata and served by hash, immutable, with ETag", async () => {
    const { account, auth } = await owner();
    const response = await uploadRequest("avatar_white", blob(await png(), "image/png"), "logo.png", auth);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; url: string };
    expect(body.url).toMatch(/^\/api\/files\/[0-9a-f]{64}$/);
    expect(await testDb.upload.findFirst({ where: { id: body.id } })).toMatchObject({
      accountId: account.id,
      kind: "avatar_white",
      width: 32,
      height: 16,
    });

    const served = await fetchFile(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = served.headers.get("etag");
    expect(etag).toBe(`"${body.url.split("/").pop()}"`);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from("Fulano"))).toBe(false);
    expect((await fetchFile(body.url, { "if-none-match": etag ?? "" })).status).toBe(304);
  });

  it("401 anonymous; 403 for a seller and for a cookie call from another origin; nothing stored", async () => {
    const { account, auth } = await owner();
    const seller = await makeUser(account.id, "SELLER");
    const sellerCookie = await cookieFor((await signIn(seller)).sessionId);
    const file = blob(await png(), "image/png");
    expect((await uploadRequest("pdf_image", file, "a.png", {})).status).toBe(401);
    const bySeller = await uploadRequest("pdf_image", file, "a.png", { cookie: sellerCookie, origin: BASE });
    expect(bySeller.status).toBe(403);
    expect(((await bySeller.json()) as { error: string }).error).toBe(
      "Apenas o titular da conta pode alterar as configurações.",
    );
    expect(
      (await uploadRequest("pdf_image", file, "a.png", { cookie: auth.cookie, origin: "https://evil.example" })).status,
    ).toBe(403);
    expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(0);
  });

  it.each([
    [
      "an SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "logo.svg",
      "image/svg+xml",
      415,
      UPLOAD_MESSAGES.svg,
    ],
    [
      "a text file renamed .png",
      () => Buffer.from("só texto, nome de imagem"),
      "logo.png",
      "image/png",
      415,
      UPLOAD_MESSAGES.notImage,
    ],
    [
      "a PNG/HTML polyglot",
      async () => Buffer.concat([await png(), Buffer.from("<html><script>alert(1)</script>")]),
      "p.png",
      "image/png",
      415,
      UPLOAD_MESSAGES.polyglot,
    ],
    [
      "a 3 MB image",
      async () => Buffer.concat([await png(), Buffer.alloc(3 * 1024 * 1024)]),
      "big.png",
      "image/png",
      413,
      UPLOAD_MESSAGES.tooLarge,
    ],
  ])(
    "refuses %s with its status and pt-BR message, storing nothing",
    async (_label, make, name, type, status, message) => {
      const { account, auth } = await owner();
      const objects = await testDb.storedObject.count();
      const response = await uploadRequest("avatar_black", blob(await make(), type), name, auth);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: string }).error).toBe(message);
      expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(0);
      expect(await testDb.storedObject.count()).toBe(objects);
    },
  );

  it("400 for an unknown kind; 409 past 10 PDF images", async () => {
    const { account, auth } = await owner();
    const bad = await uploadRequest("wallpaper", blob(await png(), "image/png"), "a.png", auth);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.badKind);
    for (let i = 0; i < 10; i += 1) {
      const ok = await uploadRequest("pdf_image", blob(await png(20 + i, 20), "image/png"), `p${i}.png`, auth);
      expect(ok.status).toBe(201);
    }
    const eleventh = await uploadRequest("pdf_image", blob(await png(40, 40), "image/png"), "p10.png", auth);
    expect(eleventh.status).toBe(409);
    expect(((await eleventh.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.pdfLimit);
    expect(await testDb.upload.count({ where: { accountId: account.id, kind: "pdf_image" } })).toBe(10);
  });
});

describe("DELETE /api/uploads/<id>, order, logos", () => {
  it("another account's id → 404 and the image stays; the owner's → 204 and the file is gone", async () => {
    const a = await owner();
    const b = await owner();
    const created = (await (
      await uploadRequest("pdf_image", blob(await png(50, 70, "#123456"), "image/png"), "capa.png", a.auth)
    ).json()) as { id: string; url: string };
    const theirs = await deleteRequest(created.id, b.auth);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.notFound);
    expect(await testDb.upload.count({ where: { id: created.id } })).toBe(1);
    // Nor can B read or reorder A's images through tRPC.
    expect(await callerFor(b.session).uploads.pdfImages()).toEqual([]);
    await expect(callerFor(b.session).uploads.reorderPdfImages({ ids: [created.id] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    expect((await deleteRequest(created.id, a.auth)).status).toBe(204);
    expect(await testDb.upload.count({ where: { id: created.id } })).toBe(0);
    expect((await fetchFile(created.url)).status).toBe(404);
    expect((await deleteRequest(created.id, a.auth)).status).toBe(404);
  });

  it("keeps the PDF images in the order chosen: cover first, back cover last", async () => {
    const { session, auth } = await owner();
    const ids: string[] = [];
    for (const color of ["#ff0000", "#00ff00", "#0000ff"]) {
      ids.push(
        (
          (await (
            await uploadRequest("pdf_image", blob(await png(10, 10, color), "image/png"), "x.png", auth)
          ).json()) as { id: string }
        ).id,
      );
    }
    const caller = callerFor(session);
    expect((await caller.uploads.pdfImages()).map((u) => u.id)).toEqual(ids);
    const reordered = await caller.uploads.reorderPdfImages({ ids: [ids[2]!, ids[0]!, ids[1]!] });
    expect(reordered.map((u) => [u.id, u.position])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    await expect(caller.uploads.reorderPdfImages({ ids: [ids[0]!] })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a logo becomes the account's through settings.update; another account cannot use its url; deleting it clears the setting", async () => {
    const a = await owner();
    const b = await owner();
    const logo = (await (
      await uploadRequest("avatar_black", blob(await png(64, 64, "#ffffff"), "image/png"), "logo.png", a.auth)
    ).json()) as { id: string; url: string };
    await callerFor(a.session).settings.update({ avatar_black: logo.url });
    expect((await callerFor(a.session).settings.get()).avatar_black).toBe(logo.url);
    await expect(callerFor(b.session).settings.update({ avatar_black: logo.url })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await callerFor(b.session).settings.get()).avatar_black).toBeNull();

    expect((await deleteRequest(logo.id, a.auth)).status).toBe(204);
    expect((await callerFor(a.session).settings.get()).avatar_black).toBeNull();
  });

  it("the data export carries the settings and the images; deleting the account deletes its images", async () => {
    const { account, session, auth } = await owner();
    const created = (await (
      await uploadRequest("pdf_image", blob(await png(12, 34, "#abcdef"), "image/png"), "x.png", auth)
    ).json()) as { id: string; url: string };
    const exported = await exportData(testDb, session);
    expect(exported).toMatchObject({ settings: { name: account.name, color_slider: "#0f9d58" } });
    const image = (exported as { uploads: Array<{ id: string; dataBase64: string | null }> }).uploads[0];
    expect(image?.id).toBe(created.id);
    expect((await sharp(Buffer.from(image?.dataBase64 ?? "", "base64")).metadata()).width).toBe(12);

    await deleteMe(testDb, session);
    expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(0);
    expect(await testDb.storedObject.count({ where: { key: created.url.split("/").pop() } })).toBe(0);
  });
});

describe("storage bounds", () => {
  const keyOf = (url: string) => url.split("/").pop()!;
  const upload = async (kind: string, bytes: Uint8Array, auth: Auth) =>
    (await (await uploadRequest(kind, blob(bytes, "image/png"), "x.png", auth)).json()) as { id: string; url: string };

  it("replacing a logo removes the old one: its row, its bytes, and the setting moves to the new one", async () => {
    const { account, session, auth } = await owner();
    const old = await upload("avatar_white", await png(40, 40, "#101010"), auth);
    await callerFor(session).settings.update({ avatar_white: old.url });
    const next = await upload("avatar_white", await png(40, 40, "#202020"), auth);
    expect(await testDb.storedObject.count({ where: { key: keyOf(old.url) } })).toBe(0);
    expect((await fetchFile(old.url)).status).toBe(404);
    expect(
      await testDb.upload.findMany({ where: { accountId: account.id, kind: "avatar_white" }, select: { id: true } }),
    ).toEqual([{ id: next.id }]);
    expect((await callerFor(session).settings.get()).avatar_white).toBe(next.url);
    expect((await fetchFile(next.url)).status).toBe(200);
  });

  it("past 30 MB of stored images: 413 with the pt-BR message and nothing stored", async () => {
    const { account, auth } = await owner();
    await testDb.upload.create({
      data: {
        accountId: account.id,
        kind: "pdf_image",
        storageKey: `quota-${account.id}`,
        contentType: "image/jpeg",
        size: 30 * 1024 * 1024 - 100,
        width: 10,
        height: 10,
      },
    });
    const objects = await testDb.storedObject.count();
    const response = await uploadRequest("pdf_image", blob(await png(60, 60, "#345678"), "image/png"), "x.png", auth);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(UPLOAD_MESSAGES.quota);
    expect(UPLOAD_MESSAGES.quota).toContain("Limite de armazenamento da conta atingido (30 MB)");
    expect(await testDb.upload.count({ where: { accountId: account.id } })).toBe(1);
    expect(await testDb.storedObject.count()).toBe(objects);
  });

  it("a 3000×900 logo is stored at most 1024 px on its long side", async () => {
    const { auth } = await owner();
    const logo = await upload("avatar_black", await png(3000, 900, "#336699"), auth);
    const stored = await testDb.storedObject.findUniqueOrThrow({ where: { key: keyOf(logo.url) } });
    const meta = await sharp(Buffer.from(stored.data)).metadata();
    expect(meta.width).toBe(1024);
    expect(meta.height).toBeLessThanOrEqual(1024);
    expect(await testDb.upload.findUniqueOrThrow({ where: { id: logo.id } })).toMatchObject({
      width: 1024,
      height: 307,
    });
  });

  it("two uploads of the same bytes racing a delete of the last old reference never lose the bytes still referenced", async () => {
    const a = await owner();
    const b = await owner();
    const c = await owner();
    for (const color of ["#a00001", "#a00002", "#a00003", "#a00004", "#a00005"]) {
      const bytes = await png(30, 30, color);
      const first = await upload("pdf_image", bytes, a.auth);
      const [, fromB, fromC] = await Promise.all([
        deleteRequest(first.id, a.auth),
        upload("pdf_image", bytes, b.auth),
        upload("pdf_image", bytes, c.auth),
      ]);
      expect(fromB.url).toBe(first.url);
      expect(fromC.url).toBe(first.url);
      expect(await testDb.storedObject.count({ where: { key: keyOf(first.url) } })).toBe(1);
      expect((await fetchFile(fromB.url)).status).toBe(200);
      // The last references go, and so do the bytes.
      expect((await deleteRequest(fromB.id, b.auth)).status).toBe(204);
      expect((await deleteRequest(fromC.id, c.auth)).status).toBe(204);
      expect(await testDb.storedObject.count({ where: { key: keyOf(first.url) } })).toBe(0);
    }
  });
});

describe("the square mark", () => {
  const upload = async (kind: string, bytes: Uint8Array, auth: Auth) =>
    (await (await uploadRequest(kind, blob(bytes, "image/png"), "x.png", auth)).json()) as { id: string; url: string };

  it("is uploaded as avatar_mark (at most 512 px), saved with the settings, in the brand, and cleared when its image is deleted", async () => {
    const { account, owner: user } = await makeAccount();
    const session = await signIn(user);
    const auth = { cookie: await cookieFor(session.sessionId), origin: BASE };
    const mark = await upload("avatar_mark", await png(900, 900, "#4c1d95"), auth);
    expect(await testDb.upload.findUniqueOrThrow({ where: { id: mark.id } })).toMatchObject({
      kind: "avatar_mark",
      width: 512,
      height: 512,
    });
    const saved = await callerFor(session).settings.update({ avatar_mark: mark.url });
    expect(saved.avatar_mark).toBe(mark.url);
    expect((await getBrand(testDb, account.id)).mark).toBe(mark.url);
    // The shell's first paint reads it with a new session.
    expect((await callerFor(await signIn(user)).auth.session())?.avatar_mark).toBe(mark.url);
    expect((await deleteRequest(mark.id, auth)).status).toBe(204);
    expect((await testDb.settings.findUniqueOrThrow({ where: { accountId: account.id } })).markImage).toBeNull();
    expect((await getBrand(testDb, account.id)).mark).toBeNull();
  });

  it("must be an image this account uploaded: another account's mark is refused with the field's message", async () => {
    const other = await owner();
    const theirs = await upload("avatar_mark", await png(64, 64, "#123456"), other.auth);
    const { session } = await owner();
    await expect(callerFor(session).settings.update({ avatar_mark: theirs.url })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});

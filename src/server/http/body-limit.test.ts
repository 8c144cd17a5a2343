import { describe, expect, it } from "vitest";
import { BodyRefusal, jsonTooDeep, readLimitedBody, readLimitedJsonText } from "./body-limit";

function streamOf(chunks: number, chunkBytes: number) {
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= chunks) return controller.close();
      sent++;
      pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(32));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readLimitedBody", () => {
  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { stream, pulled } = streamOf(10, 1024);
    const req = new Request("http://x/", {
      method: "POST",
      body: stream,
      headers: { "content-length": "2000000" },
      duplex: "half",
    } as RequestInit);
    await expect(readLimitedBody(req, 1_000_000)).rejects.toMatchObject({
      status: 413,
      message: "O corpo da requisição passa do limite de 1 MB.",
    });
    expect(pulled()).toBeLessThanOrEqual(1024);
  });

  it("stops reading a chunked body at the limit", async () => {
    const { stream, pulled } = streamOf(10_000, 64 * 1024);
    const req = new Request("http://x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readLimitedBody(req, 1024 * 1024)).rejects.toBeInstanceOf(BodyRefusal);
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("returns a body within the limit whole", async () => {
    const req = new Request("http://x/", { method: "POST", body: JSON.stringify({ a: "ç".repeat(1000) }) });
    expect(JSON.parse(await readLimitedJsonText(req))).toEqual({ a: "ç".repeat(1000) });
  });
});

describe("jsonTooDeep", () => {
  it.each([
    ["flat object", '{"a":1,"b":[1,2,3]}', false],
    ["64 levels", "[".repeat(64) + "]".repeat(64), false],
    ["65 levels", "[".repeat(65) + "]".repeat(65), true],
    ["brackets inside strings do not count", JSON.stringify({ s: "[".repeat(500) }), false],
    ["escaped quote inside a string", JSON.stringify({ s: '\\"[[[' + "{".repeat(100) }), false],
    ["a million levels", "[".repeat(1_000_000), true],
  ])("%s → %s", (_label, text, deep) => {
    expect(jsonTooDeep(text, 64)).toBe(deep);
  });
});

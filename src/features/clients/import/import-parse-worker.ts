// The spreadsheet reader's worker thread (node:worker_threads, started by ./import-parse-pool.ts):
// reading and validating a 5 000-line file is hundreds of milliseconds of CPU, kept off the server's
// event loop. Files are read one after another.
import { parentPort } from "node:worker_threads";
import { AppError } from "~/lib/errors";
import { giveWayToMainThread } from "~/platform/worker-priority";
import { parseImportFile, type ParsedFile } from "./import-parse";

export type ParseRequest = { id: number; fileBase64: string };
export type ParseReply =
  | { id: number; file: ParsedFile }
  | { id: number; refusal: { code: AppError["code"]; message: string } }
  | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error("import parse worker: started outside a worker thread");

giveWayToMainThread();

let queue = Promise.resolve();
port.on("message", ({ id, fileBase64 }: ParseRequest) => {
  queue = queue.then(() =>
    parseImportFile(fileBase64).then(
      (file) => port.postMessage({ id, file } satisfies ParseReply),
      (error: unknown) =>
        port.postMessage(
          error instanceof AppError
            ? { id, refusal: { code: error.code, message: error.message } }
            : ({
                id,
                error: error instanceof Error ? (error.stack ?? error.message) : String(error),
              } satisfies ParseReply),
        ),
    ),
  );
});

import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { AppError } from "~/lib/errors";
import { classifyEntry, type FileKind } from "./layout";

/*
 * A BCB ZIP read from its central directory (yauzl): the entries' declared sizes are checked before
 * anything is inflated, and yauzl stops an entry that inflates past its declared size, so a ZIP bomb
 * is refused without being expanded. Real files: a monthly ZIP ~100 KB, a quarter-end one ~450 KB,
 * the largest CSV inside a few MB.
 */

/** No real entry comes near (the largest, the móveis CSV: docs/benchmarks.md). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const MAX_TOTAL_BYTES = 128 * 1024 * 1024;
/** CSVs compress ~10×; far past this, an entry is built to expand. */
const MAX_RATIO = 200;

export type ZipCsv = { path: string; kind: FileKind; dataBase: string; size: number };

export type BcbZip = {
  csvs: ZipCsv[];
  open: (csv: ZipCsv) => Promise<Readable>;
  close: () => void;
};

function zipRefusal(file: string, problem: string): AppError {
  return new AppError("VALIDATION", `Arquivo ${file}: ${problem}`);
}

/** Opens a ZIP (a path or its bytes) and lists the BCB CSVs in it, refusing what no real file is. */
export async function openBcbZip(source: string | Buffer, file: string): Promise<BcbZip> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done = (error: Error | null, opened?: yauzl.ZipFile) =>
      error || !opened ? reject(error ?? new Error("zip")) : resolve(opened);
    if (typeof source === "string") yauzl.open(source, options, done);
    else yauzl.fromBuffer(source, options, done);
  }).catch(() => {
    throw zipRefusal(
      file,
      "não é um ZIP completo (está truncado ou corrompido). Baixe o arquivo de novo no site do Banco Central.",
    );
  });

  const entries = new Map<string, yauzl.Entry>();
  const csvs: ZipCsv[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let total = 0;
      zip.on("entry", (entry: yauzl.Entry) => {
        const found = classifyEntry(entry.fileName);
        if (found) {
          total += entry.uncompressedSize;
          const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
          if (
            entry.uncompressedSize > MAX_ENTRY_BYTES ||
            total > MAX_TOTAL_BYTES ||
            (entry.uncompressedSize > 1024 * 1024 && ratio > MAX_RATIO)
          ) {
            reject(
              zipRefusal(
                file,
                `${entry.fileName} se expande para ${Math.round(entry.uncompressedSize / 1024 / 1024)} MB, muito além de um arquivo real do Banco Central; recusado sem ser aberto.`,
              ),
            );
            return;
          }
          entries.set(entry.fileName, entry);
          csvs.push({ path: entry.fileName, size: entry.uncompressedSize, ...found });
        }
        zip.readEntry();
      });
      zip.on("end", () => resolve());
      zip.on("error", () =>
        reject(
          zipRefusal(
            file,
            "não é um ZIP completo (está truncado ou corrompido). Baixe o arquivo de novo no site do Banco Central.",
          ),
        ),
      );
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }

  return {
    csvs,
    open: (csv) =>
      new Promise((resolve, reject) => {
        zip.openReadStream(entries.get(csv.path)!, (error, stream) => {
          if (error || !stream) reject(zipRefusal(file, `${csv.path} não pôde ser lido (ZIP corrompido).`));
          else resolve(stream);
        });
      }),
    close: () => zip.close(),
  };
}

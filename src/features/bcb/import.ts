import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { logger } from "~/platform/log/logger";
import { type BcbRow, readBcbCsv } from "./csv";
import { dataBaseLabel, type FileKind } from "./layout";
import { openBcbZip, type ZipCsv } from "./zip";

const log = logger("bcb");

/*
 * Loads one BCB ZIP into PostgreSQL. The rows go in under a new BcbImport in state `loading`, in
 * batches of BATCH rows (each one short INSERT, a pause between them so other accounts' queries
 * get the database), invisible to every reader. When the whole file was read, one short
 * transaction makes it `current` and the month's previous import `superseded`: a re-import replaces
 * the month at once. Then the superseded rows are deleted, again in batches. A file refused midway
 * leaves the previous import untouched and its own rows are deleted.
 */

const BATCH = 500;
const DELETE_BATCH = 2000;

export type ImportOrigin = "cli" | "admin" | "job" | "seed";
export type ImportResult = {
  importId: string;
  kind: "monthly" | "quarterly_uf";
  dataBase: string;
  rows: number;
  files: string[];
};

/** The back office's upload: a real ZIP is ~100–450 KB. */
export const MAX_BCB_UPLOAD_BYTES = 10 * 1024 * 1024;

/** One import at a time: another still loading (younger than 10 minutes: an older one died) answers 409. */
export async function refuseConcurrentBcbImport(db: Db): Promise<void> {
  const running = await db.bcbImport.findFirst({
    where: { state: "loading", createdAt: { gt: new Date(Date.now() - 10 * 60_000) } },
    select: { id: true },
  });
  if (running)
    throw new AppError(
      "CONFLICT",
      "Outra importação de dados do Banco Central está em andamento. Tente de novo em alguns minutos.",
    );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TABLES = ["BcbSegment", "BcbGroup", "BcbUf"] as const;

/** Deletes an import's rows in short statements, then the import itself (or marks it failed). */
async function dropRows(db: Db, importId: string, pauseMs: number): Promise<void> {
  for (const table of TABLES) {
    for (;;) {
      const deleted = await db.$executeRawUnsafe(
        `DELETE FROM "${table}" WHERE id IN (SELECT id FROM "${table}" WHERE "importId" = $1 LIMIT ${DELETE_BATCH})`,
        importId,
      );
      if (deleted < DELETE_BATCH) break;
      if (pauseMs > 0) await sleep(pauseMs);
    }
  }
}

function which(csvs: ZipCsv[], file: string): { kind: "monthly" | "quarterly_uf"; dataBase: string } {
  const kinds = new Set<FileKind>(csvs.map((csv) => csv.kind));
  const dataBases = new Set(csvs.map((csv) => csv.dataBase));
  if (csvs.length === 0) {
    throw new AppError(
      "VALIDATION",
      `Arquivo ${file}: não contém nenhum CSV do Banco Central (AAAAMMSegmentos_Consolidados.csv, AAAAMMBens_Imoveis_Grupos.csv ou AAAAMMConsorcios_UF.csv).`,
    );
  }
  if (dataBases.size > 1)
    throw new AppError(
      "VALIDATION",
      `Arquivo ${file}: mistura data-bases (${[...dataBases].join(", ")}); envie um mês por arquivo.`,
    );
  const dataBase = [...dataBases][0]!;
  if (kinds.has("uf")) {
    if (kinds.size > 1)
      throw new AppError(
        "VALIDATION",
        `Arquivo ${file}: mistura o arquivo trimestral por UF com os mensais; envie cada ZIP como o Banco Central publica.`,
      );
    return { kind: "quarterly_uf", dataBase };
  }
  for (const needed of ["segments", "realEstateGroups"] as const) {
    if (!kinds.has(needed)) {
      const name = needed === "segments" ? "Segmentos_Consolidados" : "Bens_Imoveis_Grupos";
      throw new AppError(
        "VALIDATION",
        `Arquivo ${file}: falta ${dataBase}${name}.csv, que todo ZIP mensal do Banco Central traz.`,
      );
    }
  }
  return { kind: "monthly", dataBase };
}

/** Each table's columns and their PostgreSQL types, for one INSERT … SELECT FROM unnest(arrays) per batch. */
function tableOf(kind: FileKind): { table: string; columns: [string, "text" | "int4" | "float8"][] } {
  const admin: [string, "text"][] = [
    ["dataBase", "text"],
    ["cnpjRoot", "text"],
    ["adminName", "text"],
  ];
  const counts = (...names: string[]) => names.map((name): [string, "int4"] => [name, "int4"]);
  switch (kind) {
    case "segments":
      return {
        table: "BcbSegment",
        columns: [
          ...admin,
          ["segment", "int4"],
          ["adminFeePct", "float8"],
          ...counts(
            "activeGroups",
            "groupsFormedInMonth",
            "groupsClosedInMonth",
            "quotasSoldInMonth",
            "quotasExcludedForSale",
            "contemplatedAccumulated",
            "notContemplated",
            "contemplatedInMonth",
            "upToDate",
            "contemplatedDelinquent",
            "notContemplatedDelinquent",
            "excluded",
            "paidOff",
            "creditPending",
          ),
        ],
      };
    case "uf":
      return {
        table: "BcbUf",
        columns: [
          ...admin,
          ["segment", "int4"],
          ["uf", "text"],
          ...counts(
            "byBid",
            "byDraw",
            "activeNotContemplated",
            "excludedContemplated",
            "excludedNotContemplated",
            "byBidInQuarter",
            "byDrawInQuarter",
            "excludedContemplatedInQuarter",
            "joinedInQuarter",
          ),
        ],
      };
    default:
      return {
        table: "BcbGroup",
        columns: [
          ...admin,
          ["groupCode", "text"],
          ["segment", "int4"],
          ["assembliesHeld", "int4"],
          ["avgAssetValue", "float8"],
          ["correctionIndex", "text"],
          ["adminFeePct", "float8"],
          ["termMonths", "int4"],
          ...counts(
            "upToDate",
            "contemplatedDelinquent",
            "notContemplatedDelinquent",
            "contemplatedInMonth",
            "excluded",
            "paidOff",
            "creditPending",
          ),
        ],
      };
  }
}

/** One statement per batch: the batch's values as one array per column (Prisma's createMany took ~1.5 s per 1 000 rows). */
function insertBatch(db: Db, kind: FileKind, importId: string, rows: BcbRow[]): Promise<unknown> {
  const { table, columns } = tableOf(kind);
  const names = ["importId", ...columns.map(([name]) => name)].map((name) => `"${name}"`).join(", ");
  const arrays = columns.map(([name]) =>
    rows.map((row) => (name === "correctionIndex" ? (row[name] ?? "") : row[name])),
  );
  const selects = columns.map(([, type], i) => `$${i + 2}::${type}[]`).join(", ");
  return db.$executeRawUnsafe(
    `INSERT INTO "${table}" (${names}) SELECT $1, * FROM unnest(${selects})`,
    importId,
    ...arrays,
  );
}

/**
 * Imports a BCB ZIP (a path or its bytes; `file` is the name its messages use). Throws an AppError
 * VALIDATION with a pt-BR message naming the file, line and column when it cannot read it; what was
 * imported before stays.
 */
export async function importBcbZip(
  db: Db,
  source: string | Buffer,
  {
    file,
    origin,
    pauseMs = 20,
    batchSize = BATCH,
  }: { file: string; origin: ImportOrigin; pauseMs?: number; batchSize?: number },
): Promise<ImportResult> {
  const zip = await openBcbZip(source, file);
  // An import a killed process left `loading` (over an hour old): its rows go, it is marked failed.
  for (const stale of await db.bcbImport.findMany({
    where: { state: "loading", createdAt: { lt: new Date(Date.now() - 60 * 60_000) } },
    select: { id: true },
  })) {
    await dropRows(db, stale.id, pauseMs);
    await db.bcbImport.update({
      where: { id: stale.id },
      data: {
        state: "failed",
        error: "A importação foi interrompida e nada dela foi mantido.",
        finishedAt: new Date(),
      },
    });
  }
  let importId: string | null = null;
  try {
    const { kind, dataBase } = which(zip.csvs, file);
    const created = await db.bcbImport.create({
      data: { kind, dataBase, fileName: file, origin },
      select: { id: true },
    });
    importId = created.id;
    let rows = 0;
    // Segments first, then groups, then the UF file: one entry at a time.
    const order: FileKind[] = ["segments", "realEstateGroups", "movableGroups", "uf"];
    const csvs = [...zip.csvs].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
    for (const csv of csvs) {
      const name = csv.path.split("/").pop()!;
      const stream = await zip.open(csv);
      const id = importId;
      try {
        rows += await readBcbCsv(stream, {
          file: name,
          kind: csv.kind,
          dataBase,
          batchSize,
          onBatch: async (batch) => {
            await insertBatch(db, csv.kind, id, batch);
            if (pauseMs > 0) await sleep(pauseMs);
          },
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn({ err: error, file, entry: name }, "bcb: entrada ilegível");
        throw new AppError(
          "VALIDATION",
          `Arquivo ${file}: ${name} está corrompido ou truncado dentro do ZIP. Baixe o arquivo de novo no site do Banco Central.`,
        );
      }
    }
    const superseded = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`bcb:${kind}:${dataBase}`}))`;
      const previous = await tx.bcbImport.findMany({
        where: { kind, dataBase, state: "current" },
        select: { id: true },
      });
      await tx.bcbImport.updateMany({
        where: { id: { in: previous.map((p) => p.id) } },
        data: { state: "superseded" },
      });
      await tx.bcbImport.update({
        where: { id: created.id },
        data: { state: "current", rowCount: rows, finishedAt: new Date() },
      });
      return previous.map((p) => p.id);
    });
    for (const old of superseded) {
      await dropRows(db, old, pauseMs);
      await db.bcbImport.delete({ where: { id: old } });
    }
    log.info({ file, kind, dataBase, rows, origin }, `bcb: ${dataBaseLabel(dataBase)} importado`);
    return { importId: created.id, kind, dataBase, rows, files: csvs.map((csv) => csv.path) };
  } catch (error) {
    if (importId !== null) {
      const failedId = importId;
      await dropRows(db, failedId, pauseMs);
      const message = error instanceof AppError ? error.message : "Falha inesperada na importação.";
      await db.bcbImport.update({
        where: { id: failedId },
        data: { state: "failed", error: message.slice(0, 1000), finishedAt: new Date() },
      });
    }
    throw error;
  } finally {
    zip.close();
  }
}

import "server-only";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { latestOfficialRates } from "./refresh";
import { bankRateInputSchema, type BankRate, type BankRateInput, type RatePresets } from "./schema";
import { saoPauloDay } from "~/lib/sao-paulo-day";

const select = { id: true, bank: true, kind: true, annualRatePct: true, checkedAt: true, sourceUrl: true } as const;
const asRate = (row: {
  id: string;
  bank: string;
  kind: string;
  annualRatePct: number;
  checkedAt: Date;
  sourceUrl: string | null;
}): BankRate => ({
  ...row,
  kind: row.kind === "veiculo" ? "veiculo" : "imovel",
});

/** The banks' advertised rates, by kind then bank (global: one table for every account). */
export async function listBankRates(db: Db): Promise<BankRate[]> {
  const rows = await db.bankRate.findMany({
    select,
    orderBy: [{ kind: "asc" }, { annualRatePct: "asc" }, { bank: "asc" }],
  });
  return rows.map(asRate);
}

/** Adds a bank's rate, or replaces the one of that bank and kind. The checked date cannot be in the future. */
export async function saveBankRate(db: Db, input: BankRateInput, now = new Date()): Promise<BankRate> {
  const data = bankRateInputSchema.parse(input);
  const checkedAt = new Date(`${data.checkedAt}T00:00:00Z`);
  if (Number.isNaN(checkedAt.getTime()))
    throw new AppError("VALIDATION", "Data inválida.", { fieldErrors: { checkedAt: ["Data inválida."] } });
  const today = saoPauloDay(now);
  if (data.checkedAt > today) {
    throw new AppError("VALIDATION", "A data de conferência não pode estar no futuro.", {
      fieldErrors: { checkedAt: ["A data de conferência não pode estar no futuro."] },
    });
  }
  const values = { annualRatePct: data.annualRatePct, checkedAt, sourceUrl: data.sourceUrl || null };
  const row = await db.bankRate.upsert({
    where: { bank_kind: { bank: data.bank, kind: data.kind } },
    create: { bank: data.bank, kind: data.kind, ...values },
    update: values,
    select,
  });
  return asRate(row);
}

export async function deleteBankRate(db: Db, id: string): Promise<void> {
  const { count } = await db.bankRate.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("NOT_FOUND", "Taxa não encontrada.");
}

/** What the simulators offer as presets: the BCB's latest values and the banks' rates, each dated. */
export async function ratePresets(db: Db): Promise<RatePresets> {
  const [official, banks] = await Promise.all([latestOfficialRates(db), listBankRates(db)]);
  return { official: official.map(({ fetchedAt: _fetched, ...rate }) => rate), banks };
}

/*
 * MIP (seguro de morte e invalidez permanente) by the client's age band: the monthly premium
 * is the rate of the client's age band × the outstanding balance, and the band moves as the client
 * ages during the contract. Rates, % a.m. of the balance, are those an SFH lender publishes per age band:
 * the Marinha do Brasil's CCCPM financing, TOO Seguros (https://marinha.mil.br/cccpm/seguro-habitacional-fi,
 * under Res. BACEN 3.811/2009, which makes MIP and DFI compulsory in SFH financing). Each bank has its
 * own insurer's table: a seller who has the bank's rate types it in `finMip` instead (age 0).
 */
export interface MipAgeBand {
  fromAge: number;
  toAge: number;
  /** % a.m. of the outstanding balance. */
  ratePct: number;
}

export const MIP_AGE_BANDS: readonly MipAgeBand[] = Object.freeze(
  [
    { fromAge: 18, toAge: 25, ratePct: 0.022866 },
    { fromAge: 26, toAge: 30, ratePct: 0.029256 },
    { fromAge: 31, toAge: 35, ratePct: 0.028933 },
    { fromAge: 36, toAge: 40, ratePct: 0.030896 },
    { fromAge: 41, toAge: 45, ratePct: 0.032617 },
    { fromAge: 46, toAge: 50, ratePct: 0.034423 },
    { fromAge: 51, toAge: 55, ratePct: 0.037127 },
    { fromAge: 56, toAge: 60, ratePct: 0.039172 },
    { fromAge: 61, toAge: 65, ratePct: 0.040322 },
    { fromAge: 66, toAge: 80, ratePct: 0.043928 },
  ].map((band) => Object.freeze(band)),
);

/** The oldest age the table covers; lenders also require age + term ≤ 80 years and 6 months. */
export const MIP_MAX_AGE = 80;

/** The band's rate (% a.m.) for an age in whole years; below 18 the first band, past 80 the last. */
export function mipRatePctForAge(age: number): number {
  for (const band of MIP_AGE_BANDS) if (age <= band.toAge) return band.ratePct;
  return MIP_AGE_BANDS[MIP_AGE_BANDS.length - 1]!.ratePct;
}

/**
 * Month k's (0-based) MIP rate, as a fraction, for a client `ageYears` old at signing: the client is
 * ageYears + ⌊k / 12⌋ in month k (a birthday every 12 months from signing).
 */
export function mipRateAtMonth(ageYears: number, k: number): number {
  return mipRatePctForAge(ageYears + Math.floor(k / 12)) / 100;
}

/** "Idade + prazo" past 80 years and 6 months: lenders do not finance it (a warning, not an error). */
export function mipAgeWarning(ageYears: number, months: number): string | null {
  if (!(ageYears > 0) || ageYears * 12 + months <= MIP_MAX_AGE * 12 + 6) return null;
  return `Com ${ageYears} anos e ${months}\u00a0meses de prazo, o cliente passa de 80 anos e 6\u00a0meses ao fim do contrato: os bancos não financiam esse prazo (reduza o prazo).`;
}

import { normaliseDocument } from "~/features/accounts/document";

/** Masks a CNPJ (00.000.000/0000-00, letters allowed in the first 12 positions) from its first character. */
export function maskCnpj(raw: string): string {
  return normaliseDocument(raw)
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 14)
    .replace(/^(\w{2})(\w)/, "$1.$2")
    .replace(/^(\w{2})\.(\w{3})(\w)/, "$1.$2.$3")
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})(\w)/, "$1.$2.$3/$4")
    .replace(/\/(\w{4})(\w{1,2})$/, "/$1-$2");
}

/**
 * Masks a CPF (000.000.000-00) or CNPJ (00.000.000/0000-00) while it is typed. Up to 11 characters
 * it is a CPF; beyond, a CNPJ (whose first 12 positions may hold letters since 2026).
 */
export function maskDocument(raw: string): string {
  const value = normaliseDocument(raw)
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 14);
  const looksLikeCnpj = value.length > 11 || /[A-Z]/.test(value);
  if (!looksLikeCnpj) {
    return value
      .replace(/^(\d{3})(\d)/, "$1.$2")
      .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
      .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
  }
  return value
    .replace(/^(\w{2})(\w)/, "$1.$2")
    .replace(/^(\w{2})\.(\w{3})(\w)/, "$1.$2.$3")
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})(\w)/, "$1.$2.$3/$4")
    .replace(/\/(\w{4})(\w{1,2})$/, "/$1-$2");
}

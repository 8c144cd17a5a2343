/*
 * The layout of the Banco Central's consórcio CSVs ("Consórcios – banco de dados", the layout in force
 * since data-base 202407): which file is which, and the columns this product reads from each, by
 * header name. Pure. docs/bcb-data.md says what each figure means.
 */

export type FileKind = "segments" | "realEstateGroups" | "movableGroups" | "uf";
type ValueType = "int" | "decimal" | "text" | "cnpj" | "dataBase" | "segment" | "uf";

export type Column = { field: string; header: string; type: ValueType; optional?: boolean };

/**
 * A header as compared: without the `#` of the first one, accents, case and any space (the files
 * pad some names and one header was seen with a stray space, `…_contemplados_no_ trimestre`).
 */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .replace(/^\s*#/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\s+/g, "")
    .toLowerCase();
}

const administradora: Column[] = [
  { field: "adminName", header: "Nome_da_Administradora", type: "text" },
  { field: "cnpjRoot", header: "CNPJ_da_Administradora", type: "cnpj" },
  { field: "dataBase", header: "Data_base", type: "dataBase" },
];

const groupColumns: Column[] = [
  ...administradora,
  { field: "groupCode", header: "Código_do_grupo", type: "text" },
  { field: "segment", header: "Código_do_segmento", type: "segment" },
  { field: "assembliesHeld", header: "Número_da_assembléia_geral_ordinária", type: "int" },
  { field: "avgAssetValue", header: "Valor_médio_do_bem", type: "decimal", optional: true },
  { field: "correctionIndex", header: "Índice_de_correção", type: "text", optional: true },
  { field: "adminFeePct", header: "Taxa_de_administração", type: "decimal" },
  { field: "termMonths", header: "Prazo_do_grupo_em_meses", type: "int" },
  { field: "upToDate", header: "Quantidade_de_cotas_ativas_em_dia", type: "int" },
  { field: "contemplatedDelinquent", header: "Quantidade_de_cotas_ativas_contempladas_inadimplentes", type: "int" },
  {
    field: "notContemplatedDelinquent",
    header: "Quantidade_de_cotas_ativas_não_contempladas_inadimplentes",
    type: "int",
  },
  { field: "contemplatedInMonth", header: "Quantidade_de_cotas_ativas_contempladas_no_mês", type: "int" },
  { field: "excluded", header: "Quantidade_de_cotas_excluídas", type: "int" },
  { field: "paidOff", header: "Quantidade_de_cotas_ativas_quitadas", type: "int" },
  { field: "creditPending", header: "Quantidade_de_cotas_ativas_com_crédito_pendente_de_utilização", type: "int" },
];

export const LAYOUTS: Record<FileKind, { label: string; columns: Column[] }> = {
  segments: {
    label: "Segmentos_Consolidados",
    columns: [
      ...administradora,
      { field: "segment", header: "Código_do_segmento", type: "segment" },
      { field: "adminFeePct", header: "Taxa_de_administração", type: "decimal" },
      { field: "activeGroups", header: "Quantidade_de_grupos_ativos", type: "int" },
      { field: "groupsFormedInMonth", header: "Quantidade_de_grupos_constituídos_no_mês", type: "int" },
      { field: "groupsClosedInMonth", header: "Quantidade_de_grupos_encerrados_no_mês", type: "int" },
      { field: "quotasSoldInMonth", header: "Quantidade_de_cotas_comercializadas_no_mês", type: "int" },
      { field: "quotasExcludedForSale", header: "Quantidade_de_cotas_excluídas_a_comercializar", type: "int" },
      { field: "contemplatedAccumulated", header: "Quantidade_acumulada_de_cotas_ativas_contempladas", type: "int" },
      { field: "notContemplated", header: "Quantidade_de_cotas_ativas_não_contempladas", type: "int" },
      { field: "contemplatedInMonth", header: "Quantidade_de_cotas_ativas_contempladas_no_mês", type: "int" },
      { field: "upToDate", header: "Quantidade_de_cotas_ativas_em_dia", type: "int" },
      { field: "contemplatedDelinquent", header: "Quantidade_de_cotas_ativas_contempladas_inadimplentes", type: "int" },
      {
        field: "notContemplatedDelinquent",
        header: "Quantidade_de_cotas_ativas_não_contempladas_inadimplentes",
        type: "int",
      },
      { field: "excluded", header: "Quantidade_de_cotas_excluídas", type: "int" },
      { field: "paidOff", header: "Quantidade_de_cotas_ativas_quitadas", type: "int" },
      { field: "creditPending", header: "Quantidade_de_cotas_ativas_com_crédito_pendente_de_utilização", type: "int" },
    ],
  },
  realEstateGroups: { label: "Bens_Imoveis_Grupos", columns: groupColumns },
  movableGroups: { label: "Bens_Moveis_Grupos", columns: groupColumns },
  uf: {
    label: "Consorcios_UF",
    columns: [
      { field: "dataBase", header: "Data_base", type: "dataBase" },
      { field: "cnpjRoot", header: "CNPJ_da_Administradora", type: "cnpj" },
      { field: "adminName", header: "Nome_da_Administradora", type: "text" },
      { field: "segment", header: "Código_do_segmento", type: "segment" },
      { field: "uf", header: "Unidade_da_Federação_do_consorciado", type: "uf" },
      { field: "byBid", header: "Quantidade_de_consorciados_ativos_contemplados_por_lance", type: "int" },
      { field: "byDraw", header: "Quantidade_de_consorciados_ativos_contemplados_por_sorteio", type: "int" },
      { field: "activeNotContemplated", header: "Quantidade_de_consorciados_ativos_não_contemplados", type: "int" },
      { field: "excludedContemplated", header: "Quantidade_de_consorciados_excluídos_contemplados", type: "int" },
      {
        field: "excludedNotContemplated",
        header: "Quantidade_de_consorciados_excluídos_não_contemplados",
        type: "int",
      },
      {
        field: "byBidInQuarter",
        header: "Quantidade_de_consorciados_ativos_contemplados_por_lance_no_trimestre",
        type: "int",
      },
      {
        field: "byDrawInQuarter",
        header: "Quantidade_de_consorciados_ativos_contemplados_por_sorteio_no_trimestre",
        type: "int",
      },
      {
        field: "excludedContemplatedInQuarter",
        header: "Quantidade_de_consorciados_excluídos_contemplados_no_trimestre",
        type: "int",
      },
      { field: "joinedInQuarter", header: "Quantidade_de_adesões_no_trimestre", type: "int" },
    ],
  },
};

const FILE_NAME = /^(\d{6})(Segmentos_Consolidados|Bens_Imoveis_Grupos|Bens_Moveis_Grupos|Consorcios_UF)\.csv$/i;
const KIND_BY_LABEL: Record<string, FileKind> = {
  segmentos_consolidados: "segments",
  bens_imoveis_grupos: "realEstateGroups",
  bens_moveis_grupos: "movableGroups",
  consorcios_uf: "uf",
};

/** A ZIP entry's kind and data-base from its name (any folder ignored), or null for other files. */
export function classifyEntry(path: string): { kind: FileKind; dataBase: string } | null {
  const match = FILE_NAME.exec(path.split("/").pop() ?? "");
  return match ? { kind: KIND_BY_LABEL[match[2]!.toLowerCase()]!, dataBase: match[1]! } : null;
}

/** "ago/2026" for 202608. */
export function dataBaseLabel(dataBase: string): string {
  const months = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
  return `${months[Number(dataBase.slice(4, 6)) - 1] ?? "?"}/${dataBase.slice(0, 4)}`;
}

/** "2º trimestre de 2026" for 202606 (quarterly data-bases end in 03, 06, 09, 12). */
export function quarterLabel(dataBase: string): string {
  return `${Math.ceil(Number(dataBase.slice(4, 6)) / 3)}º trimestre de ${dataBase.slice(0, 4)}`;
}

export const SEGMENT_LABELS: Record<number, string> = {
  1: "imóveis",
  2: "veículos pesados",
  3: "veículos automotores",
  4: "motocicletas e motonetas",
  5: "outros bens móveis duráveis",
  6: "serviços turísticos",
};

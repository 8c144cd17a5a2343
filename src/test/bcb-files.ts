import { zipSync } from "fflate";

/*
 * The Banco Central's consórcio files, built from the documented layout (/work/shared data notes,
 * docs/bcb-data.md): Windows-1252, `;`, decimal comma, `#` before the first header, administradora
 * names padded with spaces. For tests, the benchmark and the dev seed's committed fixture.
 */

export const SEGMENT_HEADERS = [
  "#Nome_da_Administradora",
  "CNPJ_da_Administradora",
  "Data_base",
  "Código_do_segmento",
  "Taxa_de_administração",
  "Quantidade_de_grupos_ativos",
  "Quantidade_de_grupos_constituídos_no_mês",
  "Quantidade_de_grupos_encerrados_no_mês",
  "Quantidade_de_cotas_comercializadas_no_mês",
  "Quantidade_de_cotas_excluídas_a_comercializar",
  "Quantidade_acumulada_de_cotas_ativas_contempladas",
  "Quantidade_de_cotas_ativas_não_contempladas",
  "Quantidade_de_cotas_ativas_contempladas_no_mês",
  "Quantidade_de_cotas_ativas_em_dia",
  "Quantidade_de_cotas_ativas_contempladas_inadimplentes",
  "Quantidade_de_cotas_ativas_não_contempladas_inadimplentes",
  "Quantidade_de_cotas_excluídas",
  "Quantidade_de_cotas_ativas_quitadas",
  "Quantidade_de_cotas_ativas_com_crédito_pendente_de_utilização",
];

export const GROUP_HEADERS = [
  "#Nome_da_Administradora",
  "CNPJ_da_Administradora",
  "Data_base",
  "Código_do_grupo",
  "Código_do_segmento",
  "Número_da_assembléia_geral_ordinária",
  "Valor_médio_do_bem",
  "Índice_de_correção",
  "Taxa_de_administração",
  "Prazo_do_grupo_em_meses",
  "Quantidade_de_cotas_ativas_em_dia",
  "Quantidade_de_cotas_ativas_contempladas_inadimplentes",
  "Quantidade_de_cotas_ativas_não_contempladas_inadimplentes",
  "Quantidade_de_cotas_ativas_contempladas_no_mês",
  "Quantidade_de_cotas_excluídas",
  "Quantidade_de_cotas_ativas_quitadas",
  "Quantidade_de_cotas_ativas_com_crédito_pendente_de_utilização",
];

export const UF_HEADERS = [
  "#Data_base",
  "CNPJ_da_Administradora",
  "Nome_da_Administradora",
  "Código_do_segmento",
  "Unidade_da_Federação_do_consorciado",
  "Quantidade_de_consorciados_ativos_contemplados_por_lance",
  "Quantidade_de_consorciados_ativos_contemplados_por_sorteio",
  "Quantidade_de_consorciados_ativos_não_contemplados",
  "Quantidade_de_consorciados_excluídos_contemplados",
  "Quantidade_de_consorciados_excluídos_não_contemplados",
  "Quantidade_de_consorciados_ativos_contemplados_por_lance_no_trimestre",
  // The stray space seen in a real header.
  "Quantidade_de_consorciados_ativos_contemplados_por_sorteio_no_ trimestre",
  "Quantidade_de_consorciados_excluídos_contemplados_no_trimestre",
  "Quantidade_de_adesões_no_trimestre",
];

/** The four real 202408 rows of ADEMICON (Segmentos_Consolidados), as the file has them. */
export const ADEMICON_202408 = [
  "ADEMICON ADM CONS S.A.                  ;84911098;202408;1;23,66916;67;2;0;13580;7708;20139;152359;463;151308;2016;19174;127773;2527;4596",
  "ADEMICON ADM CONS S.A.                  ;84911098;202408;2;13,80067;52;0;2;553;3518;19365;17693;302;33720;1548;1790;17806;7447;1723",
  "ADEMICON ADM CONS S.A.                  ;84911098;202408;3;14,60279;62;1;0;2834;2798;11176;41456;366;46624;786;5222;28164;2231;3283",
  "ADEMICON ADM CONS S.A.                  ;84911098;202408;4;0,00000;0;0;0;0;0;0;0;0;0;0;0;0;0;0",
];

/** A CSV's text: the header line then the rows, CRLF as the BCB writes them. */
export function csv(headers: readonly string[], rows: readonly string[]): string {
  return [headers.join(";"), ...rows].join("\r\n") + "\r\n";
}

/** Text in Windows-1252 (the Portuguese letters are all in its Latin-1 half). */
export function win1252(text: string): Buffer {
  return Buffer.from(text, "latin1");
}

/** A ZIP of the given entries (name → text in Windows-1252, or raw bytes). */
export function zipOf(entries: Record<string, string | Uint8Array>): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(entries))
    files[name] = typeof content === "string" ? win1252(content) : content;
  return Buffer.from(zipSync(files, { level: 6 }));
}

export type GroupSpec = {
  admin: string;
  cnpj: string;
  code: string;
  segment?: string;
  assemblies?: number;
  term?: number;
  fee?: string;
  upToDate?: number;
  contemplatedDelinquent?: number;
  notContemplatedDelinquent?: number;
  contemplatedInMonth?: number;
  excluded?: number;
  paidOff?: number;
  index?: string;
  value?: string;
};

export function groupRow(dataBase: string, g: GroupSpec): string {
  return [
    g.admin.padEnd(40),
    g.cnpj,
    dataBase,
    g.code,
    g.segment ?? "1",
    g.assemblies ?? 40,
    g.value ?? "250000,00",
    g.index ?? "INCC",
    g.fee ?? "18,00000",
    g.term ?? 200,
    g.upToDate ?? 3000,
    g.contemplatedDelinquent ?? 80,
    g.notContemplatedDelinquent ?? 250,
    g.contemplatedInMonth ?? 12,
    g.excluded ?? 900,
    g.paidOff ?? 0,
    40,
  ].join(";");
}

export type SegmentSpec = {
  admin: string;
  cnpj: string;
  segment: number;
  fee: string;
  groups?: number;
  excluded?: number;
  active?: [number, number, number];
};

export function segmentRow(dataBase: string, s: SegmentSpec): string {
  const [upToDate, contDel, notContDel] = s.active ?? [100000, 2000, 9000];
  const active = upToDate + contDel + notContDel;
  const contemplated = Math.round(active * 0.2);
  return [
    s.admin.padEnd(40),
    s.cnpj,
    dataBase,
    s.segment,
    s.fee,
    s.groups ?? 50,
    1,
    0,
    1000,
    500,
    contemplated,
    active - contemplated,
    300,
    upToDate,
    contDel,
    notContDel,
    s.excluded ?? 40000,
    1000,
    2000,
  ].join(";");
}

export type UfSpec = {
  admin: string;
  cnpj: string;
  segment: number;
  uf: string;
  bidQuarter: number;
  drawQuarter: number;
};

export function ufRow(dataBase: string, u: UfSpec): string {
  return [
    dataBase,
    u.cnpj,
    u.admin.padEnd(40),
    u.segment,
    u.uf,
    u.bidQuarter * 10,
    u.drawQuarter * 10,
    50000,
    3000,
    8000,
    u.bidQuarter,
    u.drawQuarter,
    100,
    2500,
  ].join(";");
}

/** A monthly ZIP as the BCB publishes it. */
export function monthlyZip(
  dataBase: string,
  { segments, groups, movable }: { segments: string[]; groups: string[]; movable?: string[] },
): Buffer {
  return zipOf({
    [`${dataBase}Segmentos_Consolidados.csv`]: csv(SEGMENT_HEADERS, segments),
    [`${dataBase}Bens_Imoveis_Grupos.csv`]: csv(GROUP_HEADERS, groups),
    ...(movable ? { [`${dataBase}Bens_Moveis_Grupos.csv`]: csv(GROUP_HEADERS, movable) } : {}),
  });
}

export function ufZip(dataBase: string, rows: string[]): Buffer {
  return zipOf({ [`${dataBase}Consorcios_UF.csv`]: csv(UF_HEADERS, rows) });
}

import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import {
  type ImovelComparisonData,
  type SeriesKey,
  type VeiculoComparisonData,
  bestIndex,
  buildLineChart,
  cartaFigures,
  cartaSentence,
  comparisonRows,
  hasSac,
  outlayHasRent,
  pathResults,
  PATH_SHORT_LABELS,
  RENT_BASIS,
  repeatedFigures,
  verdictCopy,
  type VerdictKind,
} from "~/features/simulators";
import { formatBRL, formatDateTime, formatInteger, formatPercent } from "~/lib/format";
import { DISCLAIMER } from "../document/disclaimer";
import { proposalDisclosures, type Administradora } from "../document/disclosures";
import { DisclosuresPdf } from "./disclosures-pdf";
import { financeSummary } from "../document/finance-summary";
import { FinancePdf } from "./finance-pdf";
import { OddsPdf } from "./odds-pdf";
import { BcbPdf } from "./bcb-pdf";
import type { BcbGroupCard } from "~/features/bcb";
import type { OddsTable } from "../document/odds-table";
import { KIND_LABEL } from "../document/format";
import { monthRows } from "../document/month-rows";
import type { Snapshot } from "../document/schema";
import { PdfChart } from "./pdf-chart";
import { VerdictPdf } from "./verdict-pdf";
import { FgtsPdf } from "./fgts-pdf";
import { proposalFgtsUse } from "../document/fgts-copy";
import { clientSafeModalities } from "../document/client-texts";
import { marketMonthly, shownComparison } from "../document/comparisons";
import { pdfPalette, printable } from "./pdf-palette";
import { ContactPdf, ScenariosPdf, type PdfContact } from "./pdf-sections";
import { PDF_COLORS, styles } from "./styles";

/*
 * Raster images only: react-pdf embeds PNG and JPEG (uploads are re-encoded to one of them). They go
 * to <Image> as the bare Buffer: given `{ data, format }`, react-pdf base64-encodes the whole image on
 * every render only to make a key for its module-level cache, which then keeps the last 30 images and
 * their keys (~2.3× each image's bytes) alive for good. A Buffer skips both; the format is sniffed from
 * the same magic bytes `rasterImage` checked.
 */
export interface PdfImage {
  data: Buffer;
  format: "png" | "jpg";
}

export interface ProposalPdfData {
  clientName: string;
  sellerName: string;
  kind: "imovel" | "veiculo";
  snapshot: Snapshot;
  brand: { name: string; color: string; logo: PdfImage | null };
  /** The seller's name, e-mail and WhatsApp: on the first content page and at the end. */
  contact: PdfContact;
  /** The seller's PDF images in their order: the first is the cover, the last the back cover. */
  pages: PdfImage[];
  /** The administradora the seller represents (settings), for the disclosures. */
  administradora?: Administradora | null;
  /** The contemplation odds at the proposal's bid, when its group has a recorded history. */
  odds?: OddsTable | null;
  /** "O grupo no Banco Central", when the seller linked the proposal's group. */
  bcb?: BcbGroupCard | null;
}

function ImagePage({ image }: { image: PdfImage }) {
  return (
    <Page size="A4" style={styles.fullBleed}>
      <Image src={image.data} style={styles.fullImage} />
    </Page>
  );
}

/** `colors`: each path's own colour (the charts'), never the brand's: a row's best value is marked in it. */
function ComparisonPdfTable({
  comparison,
  colors,
  title = "Comparativo",
}: {
  comparison: ImovelComparisonData | VeiculoComparisonData;
  colors: Record<SeriesKey, string>;
  title?: string;
}) {
  const paths = pathResults(comparison);
  const rows = comparisonRows(paths, hasSac(comparison));
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.h2}>{title}</Text>
      <View style={styles.table}>
        <View style={styles.headRow}>
          <Text style={styles.cellLabel} />
          {paths.map((p) => (
            <Text key={p.key} style={[styles.cell, styles.bold]}>
              {PATH_SHORT_LABELS[p.key]}
            </Text>
          ))}
        </View>
        {rows.map((row) => {
          const best = bestIndex(row);
          return (
            <View key={row.label} style={styles.row}>
              <Text style={styles.cellLabel}>{row.label}</Text>
              {row.values.map((v, i) => (
                <Text
                  key={paths[i]?.key}
                  style={[styles.cell, ...(best === i ? [styles.best, { color: colors[paths[i]!.key] }] : [])]}
                >
                  {row.kind === "month" ? formatInteger(v) : formatBRL(v)}
                  {row.months ? ` (mês ${row.months[i]})` : ""}
                  {row.notes?.[i] ? ` (${row.notes[i]})` : ""}
                </Text>
              ))}
            </View>
          );
        })}
      </View>
    </View>
  );
}

function ModalitiesPdf({ snapshot, verdict }: { snapshot: Snapshot; verdict: VerdictKind | null }) {
  const modalities = clientSafeModalities(snapshot.results.modalities, verdict);
  const repeated = repeatedFigures(modalities);
  return (
    <View style={styles.block}>
      <Text style={styles.h2}>Modalidades de lance</Text>
      {modalities.map((m) => (
        <View key={m.key} style={styles.modality} wrap={false}>
          <View style={{ flex: 2, paddingRight: 8 }}>
            <Text style={styles.bold}>{m.title}</Text>
            <Text style={styles.muted}>{m.description}</Text>
          </View>
          {repeated[m.key] ? (
            <Text style={[styles.cell, { flex: 2 }]}>
              Mesmos valores do {repeated[m.key]!.title}: o mesmo lance, para cotas com mais parcelas pagas em dia.
            </Text>
          ) : (
            <>
              <Text style={[styles.cell, { flex: 1 }]}>
                {m.bidKind === "none" ? "Sem lance" : `${formatPercent(m.bidPct)} · ${formatBRL(m.bidValue)}`}
              </Text>
              <Text style={[styles.cell, { flex: 1 }]}>
                {m.feasible && m.instalmentAfterBid !== null ? `Parcela após: ${formatBRL(m.instalmentAfterBid)}` : "—"}
              </Text>
            </>
          )}
        </View>
      ))}
    </View>
  );
}

// Rows per block: one A4 page of 9.5 pt lines under the header.
const MONTHS_PER_BLOCK = 55;

/*
 * The month table as blocks of columns, one Text per column holding a line per month: a few dozen
 * nodes instead of a thousand cells, which is what keeps a 220-month table under a second to lay out.
 */
function MonthTablePdf({ comparison }: { comparison: ImovelComparisonData | VeiculoComparisonData }) {
  const rows = monthRows(comparison);
  const withSac = rows.some((r) => r.sac !== null);
  const money = (v: number | null) => (v ? formatBRL(v) : "—");
  const columns: { title: string; value: (r: (typeof rows)[number]) => string; label?: boolean }[] = [
    { title: "Mês", value: (r) => String(r.month), label: true },
    { title: "Consórcio", value: (r) => money(r.consorcio) },
    { title: "Lance", value: (r) => (r.bid ? formatBRL(r.bid) : "—") },
    { title: "PRICE", value: (r) => money(r.price) },
    ...(withSac ? [{ title: "SAC", value: (r: (typeof rows)[number]) => money(r.sac) }] : []),
  ];
  const blocks = [];
  for (let i = 0; i < rows.length; i += MONTHS_PER_BLOCK) blocks.push(rows.slice(i, i + MONTHS_PER_BLOCK));
  return (
    <View break>
      <Text style={styles.h2}>Tabela mês a mês</Text>
      {blocks.map((block, b) => (
        <View key={b} style={[styles.table, { marginBottom: 8 }]} wrap={false}>
          <View style={styles.headRow}>
            {columns.map((c) => (
              <Text key={c.title} style={[c.label ? styles.cellLabel : styles.cell, styles.bold]}>
                {c.title}
              </Text>
            ))}
          </View>
          <View style={styles.row}>
            {columns.map((c) => (
              <Text key={c.title} style={[c.label ? styles.cellLabel : styles.cell, styles.monthLines]}>
                {block.map(c.value).join("\n")}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  );
}

/** The proposal as an A4 PDF, from its snapshot: the same figures as the public page. */
export function ProposalDocument({ data }: { data: ProposalPdfData }) {
  const { snapshot, brand } = data;
  // The first claim (../verdict.ts): as saved with the version, or computed from its parameters; every
  // figure on every page at its basis (../comparisons.ts), the typed rate's in a labelled section.
  const { verdict, comparisons, comparison, rates } = shownComparison(snapshot, new Date(snapshot.createdAt));
  const imovel = hasSac(comparison);
  const keys: SeriesKey[] = imovel ? ["consorcio", "price", "sac"] : ["consorcio", "price"];
  // The reference's age as of the day the version was prepared, the date the PDF prints.
  const copy = verdict ? verdictCopy(verdict, data.kind, undefined, new Date(snapshot.createdAt)) : null;
  const alternative = comparisons?.alternative?.comparison ?? null;
  const saving = comparison.savings.overPrice;
  const palette = pdfPalette(brand.color, copy ? copy.kind === "saves" : saving.amount >= 0);
  const colors: Record<SeriesKey, string> = {
    consorcio: palette.consorcioLine,
    price: PDF_COLORS.price,
    sac: PDF_COLORS.sac,
  };
  const rent = outlayHasRent(pathResults(comparison));
  const carta = cartaFigures(comparison.consorcio.schedule);
  const clientName = printable(data.clientName);
  const brandName = printable(brand.name);
  const chartWidth = 515;
  const instalments = buildLineChart(comparison.series.instalments, keys, {
    width: chartWidth,
    height: 170,
    curve: "step",
    zeroIsGap: true,
    fontSize: 7,
  });
  const cumulative = buildLineChart(comparison.series.cumulativePaid, keys, {
    width: chartWidth,
    height: 170,
    fontSize: 7,
  });
  const [cover, ...rest] = data.pages;
  const back = rest.length > 0 ? rest.pop() : undefined;
  const extras = rest;

  return (
    // Dated by the version, not the clock: the same version renders the same bytes (pdf/integrity.ts).
    <Document
      creationDate={new Date(snapshot.createdAt)}
      title={`Proposta para ${clientName}`}
      author={brandName}
      creator="Consórcio Pro"
      producer="Consórcio Pro"
      language="pt-BR"
    >
      {cover && <ImagePage image={cover} />}
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          {brand.logo ? (
            <Image src={brand.logo.data} style={styles.logo} />
          ) : (
            <Text style={[styles.brandName, { color: palette.best }]}>{brandName}</Text>
          )}
          <Text style={styles.headerNote}>Proposta de consórcio · {KIND_LABEL[data.kind]}</Text>
        </View>
        <Text style={styles.h1}>Proposta para {clientName}</Text>
        <Text style={styles.muted}>
          Preparada por {printable(data.sellerName)} ({brandName}) em {formatDateTime(snapshot.createdAt)} · versão{" "}
          {snapshot.version}
        </Text>
        <ContactPdf contact={data.contact} color={palette.best} />
        <View
          style={[styles.highlight, { backgroundColor: palette.highlightBackground, color: palette.highlightText }]}
          wrap={false}
        >
          <View style={{ flexDirection: "row" }}>
            <View style={styles.highlightCell}>
              {/* The carta, named as such: with an embutido bid the client receives less (the line below),
                  as the path card's and the summary's "Crédito recebido" say. */}
              <Text style={styles.highlightLabel}>Carta de crédito</Text>
              <Text style={styles.highlightValue}>{formatBRL(carta.today)}</Text>
              {/* Never a credit in hand above a smaller carta: the carta at the contemplation month beside it. */}
              {carta.embutido > 0 && (
                <Text style={styles.highlightLabel}>{`${cartaSentence(carta)} (sem o lance embutido)`}</Text>
              )}
            </View>
            <View style={styles.highlightCell}>
              {/* The percentage beside the label: after the amount it wrapped alone ("%)") in the third of a page. */}
              <Text style={styles.highlightLabel}>
                {copy
                  ? copy.title
                  : `${saving.amount >= 0 ? "A menos que o PRICE" : "A mais que o PRICE"}${saving.pct !== null ? ` · ${formatPercent(Math.abs(saving.pct), 1)}` : ""}`}
              </Text>
              <Text style={styles.highlightValue}>{formatBRL(copy ? copy.amount : Math.abs(saving.amount))}</Text>
            </View>
            <View style={styles.highlightCell}>
              <Text style={styles.highlightLabel}>Primeira parcela do consórcio</Text>
              <Text style={styles.highlightValue}>{formatBRL(comparison.consorcio.summary.firstInstalment)}</Text>
            </View>
          </View>
          {copy ? (
            <VerdictPdf copy={copy} />
          ) : (
            <Text style={styles.highlightNote}>Desembolso total de cada caminho{rent ? `, ${RENT_BASIS}` : ""}.</Text>
          )}
        </View>
        {rates && (
          <View style={{ marginTop: 6 }}>
            <Text style={styles.muted}>{rates.shownLine}</Text>
          </View>
        )}
        <ComparisonPdfTable comparison={comparison} colors={colors} />
        <FinancePdf summary={financeSummary(comparison, snapshot.inputs.params.bidMode)} color={palette.best} />
        <FgtsPdf use={proposalFgtsUse(comparison, verdict?.consorcio.fgtsUsed)} />
        <OddsPdf table={data.odds} />
        <BcbPdf card={data.bcb} />
        <PdfChart model={instalments} title="Parcela mês a mês" colors={colors} />
        <PdfChart model={cumulative} title="Total pago acumulado" colors={colors} />
        {snapshot.inputs.sections.scenarios && <ScenariosPdf comparison={comparison} />}
        {snapshot.inputs.sections.modalities && <ModalitiesPdf snapshot={snapshot} verdict={verdict?.kind ?? null} />}
        {rates?.alternativeLabel && alternative && (
          <View style={styles.block} wrap={false}>
            <Text style={styles.h2}>{rates.alternativeLabel}</Text>
            <Text style={styles.muted}>{rates.alternativeNote}</Text>
            <ComparisonPdfTable comparison={alternative} colors={colors} title="Comparativo com a taxa informada" />
          </View>
        )}
        {snapshot.inputs.sections.monthTable && <MonthTablePdf comparison={comparison} />}
        <DisclosuresPdf
          disclosures={proposalDisclosures({
            comparison,
            params: snapshot.inputs.params,
            namesIndex: snapshot.inputs.namesIndex,
            createdAt: snapshot.createdAt,
            sellerName: data.sellerName,
            brandName: brand.name,
            administradora: data.administradora,
            rateSources: snapshot.inputs.rateSources,
            marketMonthlyPct: comparisons?.shown.rate === "market" ? marketMonthly(comparisons) : null,
          })}
        />
        <ContactPdf contact={data.contact} color={palette.best} />
        <Text style={styles.disclaimer}>{DISCLAIMER}</Text>
        <View style={styles.footer} fixed>
          <Text>{brandName}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
      {extras.map((image, i) => (
        <ImagePage key={i} image={image} />
      ))}
      {back && <ImagePage image={back} />}
    </Document>
  );
}

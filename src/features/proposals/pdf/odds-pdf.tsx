import { Text, View } from "@react-pdf/renderer";
import { formatPercent } from "~/lib/format";
import { CONTEMPLATION_ASSUMPTIONS, SHORT_HISTORY } from "~/features/simulators";
import type { OddsTable } from "../document/odds-table";
import {
  NO_GUARANTEE,
  oddsBand,
  oddsHeadline,
  oddsPct,
  recordedBidsText,
  shortHistoryText,
} from "../document/odds-text";
import { styles } from "./styles";

/** "Chance de contemplação" in the PDF: only when the proposal's group has a recorded history. */
export function OddsPdf({ table }: { table: OddsTable | null | undefined }) {
  if (!table) return null;
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.h2}>Chance de contemplação com o lance de {formatPercent(table.bidPct)} do crédito</Text>
      <View style={styles.table}>
        <View style={styles.headRow}>
          <Text style={[styles.cellLabel, styles.bold]}>Até o mês</Text>
          <Text style={[styles.cell, styles.bold]}>Chance</Text>
          <Text style={[styles.cell, styles.bold]}>Faixa (80&nbsp;%)</Text>
        </View>
        {table.rows.map((row) => (
          <View key={row.month} style={styles.row}>
            <Text style={styles.cellLabel}>{row.month}</Text>
            <Text style={styles.cell}>{oddsPct(row.probability)}</Text>
            <Text style={styles.cell}>{oddsBand(row.low, row.high)}</Text>
          </View>
        ))}
      </View>
      <Text style={[styles.bold, { marginTop: 4 }]}>
        {oddsHeadline(table.firstMonth, table.medianMonth, table.termMonths)}
      </Text>
      <Text style={[styles.muted, { marginTop: 4, fontSize: 8 }]}>
        {recordedBidsText(table.recorded)}
        {table.assemblies < SHORT_HISTORY ? ` ${shortHistoryText(table.assemblies, SHORT_HISTORY)}` : ""}
      </Text>
      <Text style={[styles.muted, { marginTop: 4, fontSize: 8 }]}>
        {NO_GUARANTEE} {CONTEMPLATION_ASSUMPTIONS} Fonte: {table.source}, lido em{" "}
        {table.readOn.split("-").reverse().join("/")}; {table.assemblies} assembleias usadas.
        {table.drawSource ? ` ${table.drawSource}` : ""}
      </Text>
    </View>
  );
}

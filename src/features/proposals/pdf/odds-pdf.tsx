import { Text, View } from "@react-pdf/renderer";
import { formatPercent } from "~/lib/format";
import { CONTEMPLATION_ASSUMPTIONS } from "~/features/simulators";
import type { OddsTable } from "../odds-table";
import { NO_GUARANTEE } from "../odds-text";
import { styles } from "./styles";

const pct = (p: number) => `${Math.round(p * 100)} %`;

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
          <Text style={[styles.cell, styles.bold]}>Faixa (80 %)</Text>
        </View>
        {table.rows.map((row) => (
          <View key={row.month} style={styles.row}>
            <Text style={styles.cellLabel}>{row.month}</Text>
            <Text style={styles.cell}>{pct(row.probability)}</Text>
            <Text style={styles.cell}>{pct(row.low)} a {pct(row.high)}</Text>
          </View>
        ))}
        <View style={styles.row}>
          <Text style={[styles.cellLabel, styles.bold]}>Mês mediano</Text>
          <Text style={[styles.cell, styles.bold]}>{table.medianMonth === null ? `após o mês ${table.termMonths}` : `mês ${table.medianMonth}`}</Text>
          <Text style={styles.cell} />
        </View>
      </View>
      <Text style={[styles.muted, { marginTop: 4, fontSize: 8 }]}>
        {NO_GUARANTEE} {CONTEMPLATION_ASSUMPTIONS} Fonte: {table.source}, lido em {table.readOn.split("-").reverse().join("/")}; {table.assemblies} assembleias usadas.
      </Text>
    </View>
  );
}

import { Text, View } from "@react-pdf/renderer";
import { HONEST_COST_NOTE, PICKED_LABEL, hasFinanceSummary, type FinanceRow, type FinanceSummary } from "../finance-summary";
import { styles } from "./styles";

/** "Custos do consórcio e do financiamento" in the PDF (issue 23): the public page's section (finance-summary.ts). */

function RowsPdf({ title, rows, color }: { title: string; rows: FinanceRow[]; color: string }) {
  return (
    <View style={[styles.table, { marginTop: 6 }]} wrap={false}>
      <View style={styles.headRow}>
        <Text style={[styles.cellLabel, styles.bold]}>{title}</Text>
        <Text style={styles.cell} />
      </View>
      {rows.map((row) => (
        <View key={row.label} style={styles.row}>
          <Text style={[styles.cellLabel, ...(row.strong || row.picked ? [styles.bold] : [])]}>
            {row.label}
            {row.picked ? <Text style={{ color }}>{` · ${PICKED_LABEL}`}</Text> : null}
          </Text>
          <Text style={[styles.cell, ...(row.strong || row.picked ? [styles.bold] : [])]}>
            {row.value}
            {row.note ? <Text style={[styles.muted, { fontWeight: 400 }]}>{`\n${row.note}`}</Text> : null}
          </Text>
        </View>
      ))}
    </View>
  );
}

export function FinancePdf({ summary, color }: { summary: FinanceSummary; color: string }) {
  if (!hasFinanceSummary(summary)) return null;
  return (
    <View style={styles.block}>
      <Text style={styles.h2}>Custos do consórcio e do financiamento</Text>
      {summary.bid && <RowsPdf title="Composição do lance" rows={summary.bid} color={color} />}
      {summary.afterBid && <RowsPdf title="Depois do lance" rows={summary.afterBid} color={color} />}
      {summary.cost && (
        <View wrap={false}>
          <RowsPdf title="Custo do consórcio" rows={summary.cost} color={color} />
          <Text style={[styles.muted, { marginTop: 3, fontSize: 8 }]}>{HONEST_COST_NOTE}</Text>
        </View>
      )}
      {summary.warnings.length > 0 && (
        <View style={{ marginTop: 8 }} wrap={false}>
          <Text style={styles.bold}>Limites do SFH</Text>
          {summary.warnings.flatMap((w) => w.items.map((item) => <Text key={`${w.name}${item}`}>{`• Financiamento ${w.name}: ${item}`}</Text>))}
        </View>
      )}
    </View>
  );
}

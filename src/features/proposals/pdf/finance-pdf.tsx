import { Text, View } from "@react-pdf/renderer";
import { HONEST_COST_NOTE, PICKED_LABEL, hasFinanceSummary, type FinanceRow, type FinanceSummary } from "../finance-summary";
import { styles } from "./styles";

/** "Custos do consórcio e do financiamento" in the PDF (issue 23): the public page's section (finance-summary.ts). */

function RowsPdf({ title, rows, color, half }: { title: string; rows: FinanceRow[]; color: string; half?: boolean }) {
  return (
    <View style={[styles.table, { marginTop: 6 }, ...(half ? [{ flex: 1 }] : [])]} wrap={false}>
      <View style={styles.headRow}>
        <Text style={[styles.cellLabel, styles.bold]}>{title}</Text>
        <Text style={styles.cell} />
      </View>
      {rows.map((row) => {
        const bold = row.strong || row.picked ? [styles.bold] : [];
        return (
          <View key={row.label} style={styles.row}>
            <Text style={[styles.cellLabel, ...bold, ...(row.picked ? [{ color }] : [])]}>{row.picked ? `${row.label} · ${PICKED_LABEL}` : row.label}</Text>
            <View style={styles.cell}>
              <Text style={bold}>{row.value}</Text>
              {row.note ? <Text style={styles.muted}>{row.note}</Text> : null}
            </View>
          </View>
        );
      })}
    </View>
  );
}

export function FinancePdf({ summary, color }: { summary: FinanceSummary; color: string }) {
  if (!hasFinanceSummary(summary)) return null;
  return (
    <View style={styles.block}>
      <Text style={styles.h2}>Custos do consórcio e do financiamento</Text>
      {/* Side by side: each is short, and together they read as "the bid, then what it does". */}
      {summary.bid && summary.afterBid && (
        <View style={{ flexDirection: "row", gap: 8 }} wrap={false}>
          <RowsPdf title="Composição do lance" rows={summary.bid} color={color} half />
          <RowsPdf title="Depois do lance" rows={summary.afterBid} color={color} half />
        </View>
      )}
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

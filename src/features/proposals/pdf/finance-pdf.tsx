import { Text, View } from "@react-pdf/renderer";
import {
  HONEST_COST_NOTE,
  PICKED_LABEL,
  hasFinanceSummary,
  type FinanceRow,
  type FinanceSummary,
} from "../document/finance-summary";
import { styles } from "./styles";

/** "Custos do consórcio e do financiamento" in the PDF: the public page's section (finance-summary.ts). */

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
            <Text style={[styles.cellLabel, ...bold, ...(row.picked ? [{ color }] : [])]}>
              {row.picked ? `${row.label} · ${PICKED_LABEL}` : row.label}
            </Text>
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
  // The heading travels with the first part that follows it (each part is unbreakable), so it is
  // never left alone at the foot of a page.
  const title = <Text style={styles.h2}>Custos do consórcio e do financiamento</Text>;
  const parts: Array<(head: React.ReactNode) => React.ReactElement> = [];
  if (summary.bid && summary.afterBid) {
    const [bid, afterBid] = [summary.bid, summary.afterBid];
    parts.push((head) => (
      <View key="bid" wrap={false}>
        {head}
        {/* Side by side: each is short, and together they read as "the bid, then what it does". */}
        <View style={{ flexDirection: "row", gap: 8 }}>
          <RowsPdf title="Composição do lance" rows={bid} color={color} half />
          <RowsPdf title="Depois do lance" rows={afterBid} color={color} half />
        </View>
      </View>
    ));
  }
  if (summary.cost) {
    const cost = summary.cost;
    parts.push((head) => (
      <View key="cost" wrap={false}>
        {head}
        <RowsPdf title="Custo do consórcio" rows={cost} color={color} />
        <Text style={[styles.muted, { marginTop: 3, fontSize: 8 }]}>{HONEST_COST_NOTE}</Text>
      </View>
    ));
  }
  if (summary.warnings.length > 0) {
    parts.push((head) => (
      <View key="sfh" style={{ marginTop: 8 }} wrap={false}>
        {head}
        <Text style={styles.bold}>Limites do SFH</Text>
        {summary.warnings.flatMap((w) =>
          w.items.map((item) => <Text key={`${w.name}${item}`}>{`• Financiamento ${w.name}: ${item}`}</Text>),
        )}
      </View>
    ));
  }
  return <View style={styles.block}>{parts.map((part, i) => part(i === 0 ? title : null))}</View>;
}

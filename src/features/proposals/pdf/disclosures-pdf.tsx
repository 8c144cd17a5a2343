import { Text, View } from "@react-pdf/renderer";
import type { Disclosures } from "../document/disclosures";
import { styles } from "./styles";

/** "Informações obrigatórias" in the PDF: the same content as the public page's section. */
export function DisclosuresPdf({ disclosures }: { disclosures: Disclosures }) {
  return (
    <View style={styles.block}>
      {/* The heading and the table are one unbreakable piece: the heading went alone to a page's foot. */}
      <View wrap={false}>
        <Text style={styles.h2}>Informações obrigatórias</Text>
        <View style={styles.table}>
          <View style={styles.headRow}>
            <Text style={[styles.cellLabel, styles.bold]}>Primeira parcela do consórcio</Text>
            <Text style={[styles.cell, styles.bold]}>R$</Text>
            <Text style={[styles.cell, styles.bold]}>%</Text>
          </View>
          {disclosures.instalment.figures.map((f) => (
            <View key={f.label} style={styles.row}>
              <Text style={styles.cellLabel}>{f.label}</Text>
              <Text style={styles.cell}>{f.value}</Text>
              <Text style={styles.cell}>{f.pct}</Text>
            </View>
          ))}
          <View style={styles.row}>
            <Text style={[styles.cellLabel, styles.bold]}>Parcela</Text>
            <Text style={[styles.cell, styles.bold]}>{disclosures.instalment.total}</Text>
            <Text style={styles.cell} />
          </View>
        </View>
      </View>
      {disclosures.financing.map((f) => (
        <View key={f.name} style={{ marginTop: 8 }} wrap={false}>
          <Text style={styles.bold}>Financiamento {f.name}</Text>
          <Text style={styles.muted}>{f.line}</Text>
          {f.figures.length > 0 && (
            <Text style={styles.muted}>{f.figures.map((p) => `${p.label}: ${p.value} (${p.pct})`).join(" · ")}</Text>
          )}
        </View>
      ))}
      {disclosures.items.map((item) => (
        <View key={item.id} style={{ marginTop: 6 }} wrap={false}>
          <Text style={styles.bold}>{item.title}</Text>
          {item.lines ? (
            item.lines.map((line) => <Text key={line} style={styles.muted}>{`• ${line}`}</Text>)
          ) : (
            <Text style={styles.muted}>{item.text}</Text>
          )}
        </View>
      ))}
    </View>
  );
}

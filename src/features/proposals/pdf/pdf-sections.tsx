import { Link, Text, View } from "@react-pdf/renderer";
import {
  type ImovelComparisonData,
  type VeiculoComparisonData,
  PATH_SHORT_LABELS,
  scenarioBlocks,
} from "~/features/simulators";
import { formatPhone } from "~/lib/input-mask";
import { whatsappNumber } from "~/lib/whatsapp";
import { printable } from "./pdf-palette";
import { styles } from "./styles";

export interface PdfContact {
  name: string;
  email: string | null;
  /** Digits, as settings keep them; null without a number. */
  whatsapp: string | null;
}

/** How the client reaches the seller: on the first content page and again at the end. */
export function ContactPdf({ contact, color }: { contact: PdfContact; color: string }) {
  const phone = contact.whatsapp ? formatPhone(contact.whatsapp) : null;
  return (
    <View style={[styles.contact, { borderLeftColor: color }]} wrap={false}>
      <Text style={styles.bold}>Fale com {printable(contact.name)}</Text>
      <View style={styles.contactLine}>
        {contact.whatsapp && phone && (
          <Link src={`https://wa.me/${whatsappNumber(contact.whatsapp)}`} style={[styles.link, { color }]}>
            WhatsApp: {phone}
          </Link>
        )}
        {phone && (
          <Link src={`tel:+${whatsappNumber(contact.whatsapp ?? "")}`} style={[styles.link, { color }]}>
            Telefone: {phone}
          </Link>
        )}
        {contact.email && (
          <Link src={`mailto:${contact.email}`} style={[styles.link, { color }]}>
            E-mail: {contact.email}
          </Link>
        )}
      </View>
    </View>
  );
}

/** "Cenários", as the public page shows them: the same blocks (simulators' scenario-model). */
export function ScenariosPdf({ comparison }: { comparison: ImovelComparisonData | VeiculoComparisonData }) {
  const blocks = scenarioBlocks(comparison);
  if (blocks.length === 0) return null;
  return (
    <View style={styles.block}>
      <Text style={styles.h2}>Cenários</Text>
      {blocks.map((block) => (
        <View key={block.name} style={styles.scenario} wrap={false}>
          <Text style={styles.bold}>{block.title}</Text>
          <Text style={[styles.muted, { marginBottom: 4 }]}>{block.description}</Text>
          {block.figures && (
            <View style={styles.figures}>
              {block.figures.map((f) => (
                <View key={f.label} style={styles.figure}>
                  <Text style={styles.muted}>{f.label}</Text>
                  <Text style={f.strong ? styles.bold : undefined}>{f.value}</Text>
                </View>
              ))}
            </View>
          )}
          {block.table && (
            <View style={styles.table}>
              <View style={styles.headRow}>
                <Text style={styles.cellLabel} />
                {block.table.headers.map((h) => (
                  <Text key={h} style={[styles.cell, styles.bold]}>
                    {h}
                  </Text>
                ))}
              </View>
              {block.table.columns.map((column) => (
                <View key={column.key} style={styles.row}>
                  <Text style={[styles.cellLabel, styles.bold]}>{PATH_SHORT_LABELS[column.key]}</Text>
                  {column.cells.map((cell, i) => (
                    <Text key={block.table?.headers[i]} style={styles.cell}>
                      {cell.main}
                      {cell.sub ? `\n${cell.sub}` : ""}
                    </Text>
                  ))}
                </View>
              ))}
            </View>
          )}
        </View>
      ))}
    </View>
  );
}

import { Text, View } from "@react-pdf/renderer";
import { FGTS_CONDITIONS, type FgtsUse } from "~/features/simulators";
import { fgtsConditionsIntro } from "../document/fgts-copy";
import { styles } from "./styles";

/** "Uso do FGTS" in the PDF: the conditions the simulator lists, when the proposal uses the client's FGTS. */
export function FgtsPdf({ use }: { use: FgtsUse | null }) {
  if (!use) return null;
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.h2}>Uso do FGTS</Text>
      <Text style={[styles.muted, { marginBottom: 4 }]}>{fgtsConditionsIntro(use)}</Text>
      {FGTS_CONDITIONS.map((c) => (
        <Text key={c.key}>{`• ${c.label}`}</Text>
      ))}
    </View>
  );
}

import { Text, View } from "@react-pdf/renderer";
import type { VerdictCopy } from "~/features/simulators";
import { styles } from "./styles";

/**
 * The first page's claim under the headline figures: the verdict's sentence, its basis (the BCB's
 * reference first when the typed rate is above the band, then the typed-rate figure), the wealth at
 * the end beside it and, when the consórcio does not save, what it gives instead. The same words as
 * the public page (features/simulators/verdict-copy.ts).
 */
export function VerdictPdf({ copy }: { copy: VerdictCopy }) {
  return (
    <View style={{ marginTop: 8 }}>
      <Text style={{ fontSize: 10, fontWeight: 700 }}>{copy.headline}</Text>
      <Text style={styles.highlightNote}>{copy.basisLine}</Text>
      {copy.typedLine && <Text style={styles.highlightNote}>{copy.typedLine}</Text>}
      <Text style={[styles.highlightNote, { opacity: 1, fontWeight: 700 }]}>{copy.wealthLine}</Text>
      {copy.insteadLine && <Text style={styles.highlightNote}>{copy.insteadLine}</Text>}
      <Text style={styles.highlightNote}>{copy.outlayLine}</Text>
    </View>
  );
}

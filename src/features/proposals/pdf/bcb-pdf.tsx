import { Text, View } from "@react-pdf/renderer";
import type { BcbGroupCard } from "~/features/bcb";
import { formatInteger, formatMonths, formatPercent, formatPercentShort } from "~/lib/format";
import { styles } from "./styles";

const pct = (value: number) => formatPercent(value, 1);

/** "O grupo no Banco Central" in the PDF: only when the seller linked the proposal's group (features/bcb). */
export function BcbPdf({ card }: { card: BcbGroupCard | null | undefined }) {
  if (!card) return null;
  const { profile, typed, split } = card;
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.h2}>O grupo no Banco Central</Text>
      {profile.status === "found" ? (
        <>
          <Text>
            Grupo {profile.groupCode} · {profile.adminName}: prazo de {formatMonths(profile.termMonths)},{" "}
            {formatInteger(profile.assembliesHeld)} assembleias realizadas, {formatInteger(profile.activeQuotas)} cotas
            ativas, {formatInteger(profile.months.at(-1)?.contemplated ?? 0)} contempladas em {profile.label}
            {profile.delinquencyPct === null ? "" : `, inadimplência de ${pct(profile.delinquencyPct)}`}. Taxa de
            administração de {pct(profile.adminFeePct)}
            {profile.segmentMedianFeePct === null ? "" : ` (mediana do segmento: ${pct(profile.segmentMedianFeePct)})`}.
          </Text>
          {split && (
            <Text style={{ marginTop: 2 }}>
              No {split.quarter}, {formatPercentShort(Math.round(split.bidPct), 0)} das contemplações desta
              administradora em {split.uf} foram por lance.
            </Text>
          )}
          <Text style={[styles.muted, { marginTop: 4, fontSize: 8 }]}>
            Fonte: {profile.source}, data-base {profile.label}.
          </Text>
        </>
      ) : profile.status === "missing" ? (
        <Text>
          O grupo “{typed.groupCode}” (como informado pelo vendedor) não consta na base de {profile.label} do Banco
          Central.
        </Text>
      ) : (
        <Text>
          Grupo informado pelo vendedor: “{typed.groupCode}” (como digitado). Os dados do Banco Central ainda não foram
          carregados.
        </Text>
      )}
    </View>
  );
}

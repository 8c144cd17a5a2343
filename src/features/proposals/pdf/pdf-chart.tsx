import { G, Line, Path, Svg, Text, View } from "@react-pdf/renderer";
import { PATH_DASH, type LineChartModel, type SeriesKey } from "~/features/simulators";
import { PDF_COLORS, styles } from "./styles";

const LABEL: Record<SeriesKey, string> = { consorcio: "Consórcio", price: "PRICE", sac: "SAC" };

/** The page's chart model drawn with react-pdf's Svg primitives: the same lines, in print colours. */
export function PdfChart({
  model,
  title,
  colors,
}: {
  model: LineChartModel;
  title: string;
  colors: Record<SeriesKey, string>;
}) {
  const { width, height, plot } = model;
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.h2}>{title}</Text>
      <View style={styles.legend}>
        {model.lines.map((line) => (
          <View key={line.key} style={styles.legendItem}>
            <Svg width={16} height={6} viewBox="0 0 16 6" style={{ marginRight: 4 }}>
              <Line
                x1={0}
                x2={16}
                y1={3}
                y2={3}
                stroke={colors[line.key]}
                strokeWidth={1.5}
                strokeDasharray={PATH_DASH[line.key]}
              />
            </Svg>
            <Text>{LABEL[line.key]}</Text>
          </View>
        ))}
      </View>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {model.yTicks.map((t) => (
          <G key={`y${t.y}`}>
            <Line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} stroke={PDF_COLORS.grid} strokeWidth={0.6} />
            <Text x={plot.left - 4} y={t.y + 3} textAnchor="end" style={styles.axis}>
              {t.label}
            </Text>
          </G>
        ))}
        {model.xTicks.map((t) => (
          <Text key={`x${t.x}`} x={t.x} y={plot.bottom + 12} textAnchor="middle" style={styles.axis}>
            {t.label}
          </Text>
        ))}
        <Text x={(plot.left + plot.right) / 2} y={height - 4} textAnchor="middle" style={styles.axis}>
          mês
        </Text>
        {model.lines.map((line) => (
          <Path
            key={line.key}
            d={line.d}
            stroke={colors[line.key]}
            strokeWidth={1.5}
            strokeDasharray={PATH_DASH[line.key]}
            fill="none"
          />
        ))}
      </Svg>
    </View>
  );
}

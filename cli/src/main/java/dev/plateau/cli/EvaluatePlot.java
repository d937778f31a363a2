package dev.plateau.cli;

import dev.plateau.spark.Evaluation;
import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The plot of {@code plateau evaluate}: against the first grid parameter's value, the first player's
 * win rate, the draw rate and the decisiveness, one line of each per game and values of the other
 * parameters. The 95 % intervals are in the CSV, not drawn.
 */
final class EvaluatePlot {
    private EvaluatePlot() {}

    /** The measures drawn: their names and the colour of their lines. */
    private static final List<String> MEASURES = List.of("P1 win rate", "draw rate", "decisiveness");

    private static final Color[] COLOURS = {new Color(0, 90, 200), new Color(230, 120, 0), new Color(0, 150, 70)};

    /**
     * The chart.
     *
     * @param parameter the grid parameter on the x axis
     * @param cells the evaluated variants, in the rows' order
     */
    static XYChart chart(String parameter, List<Evaluation.Cell> cells, List<Evaluation.Row> rows) {
        XYChart chart = new XYChartBuilder().width(900).height(600).title("Game evaluation")
                .xAxisTitle(parameter).yAxisTitle("rate").build();
        Styler styler = chart.getStyler();
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            Evaluation.Row r = rows.get(i);
            Map<String, Integer> others = new LinkedHashMap<>(cells.get(i).grid());
            Integer x = others.remove(parameter);
            String label = r.game() + (others.isEmpty() ? "" : " " + others);
            List<Object> values = r.values();
            double[] y = {(Double) values.get(Evaluation.Row.COLUMNS.indexOf("p1_win_rate")),
                (Double) values.get(Evaluation.Row.COLUMNS.indexOf("draw_rate")),
                (Double) values.get(Evaluation.Row.COLUMNS.indexOf("decisiveness"))};
            for (int m = 0; m < MEASURES.size(); m++) {
                if (!Double.isNaN(y[m])) {
                    lines.computeIfAbsent(MEASURES.get(m) + ", " + label, k -> new ArrayList<>())
                            .add(new double[] {x, y[m]});
                }
            }
        }
        for (Map.Entry<String, List<double[]>> e : lines.entrySet()) {
            XYSeries s = chart.addSeries(e.getKey(), e.getValue().stream().mapToDouble(p -> p[0]).toArray(),
                    e.getValue().stream().mapToDouble(p -> p[1]).toArray());
            Color colour = COLOURS[MEASURES.indexOf(e.getKey().substring(0, e.getKey().indexOf(',')))];
            s.setLineColor(colour);
            s.setMarkerColor(colour);
            s.setMarker(SeriesMarkers.CIRCLE);
        }
        return chart;
    }
}

package dev.plateau.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The throughput plot of {@code plateau bench}: moves per second (or, for an agent, simulations per
 * second) against batch size, log-log. One colour per game, one marker and line style per backend.
 *
 * <p>The axes plot the decimal logarithms of the values on linear axes, labelled with the values
 * (batch sizes in full, speeds as {@link Units#compact}): XChart's own logarithmic axes label only
 * whole decades, so a range within one decade got a single label, and they mix {@code 1E4} with
 * {@code 1000}.
 */
final class BenchPlot {
    private BenchPlot() {}

    /** Twelve colours that stay apart on white, in order of use: dark and light, warm and cool alternate. */
    private static final Color[] COLOURS = {
        new Color(0, 90, 200), new Color(230, 120, 0), new Color(0, 150, 70), new Color(200, 30, 40),
        new Color(120, 60, 170), new Color(140, 90, 40), new Color(225, 80, 170), new Color(80, 80, 80),
        new Color(150, 150, 0), new Color(0, 165, 180), new Color(20, 30, 100), new Color(110, 180, 250),
    };

    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS,
    };

    private static final BasicStroke[] LINES = {
        new BasicStroke(2f),
        new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {8f, 4f}, 0f),
        new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 3f}, 0f),
    };

    static void checkFormat(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".png") && !name.endsWith(".svg")) {
            throw new UserException("--plot " + file + ": the file must end in .png or .svg");
        }
    }

    /** One plotted value: a game's speed on a backend at a batch size. */
    record Row(String game, String backend, int batch, double value) {}

    static void draw(List<BenchCommand.Point> points, Path file) {
        draw(chart(points), file);
    }

    static void draw(XYChart chart, Path file) {
        String name = file.toString();
        try {
            if (name.toLowerCase(Locale.ROOT).endsWith(".svg")) {
                VectorGraphicsEncoder.saveVectorGraphic(chart, stripExtension(name), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            } else {
                BitmapEncoder.saveBitmap(chart, stripExtension(name), BitmapEncoder.BitmapFormat.PNG);
            }
        } catch (IOException e) {
            throw new UserException(file + ": cannot be written (" + e.getMessage() + ")");
        }
    }

    /** The chart of the points; points of zero speed are left out, a logarithmic axis has no place for them. */
    static XYChart chart(List<BenchCommand.Point> points) {
        return chart("Random playouts", "moves per second", points.stream()
                .map(p -> new Row(p.game(), p.backend(), p.batch(), p.movesPerSecond())).toList());
    }

    /** The chart of the rows, titled, with the y axis named after what the values count; rows of zero are left out. */
    static XYChart chart(String title, String perSecond, List<Row> points) {
        XYChart chart = new XYChartBuilder().width(900).height(600)
                .title(title).xAxisTitle("batch size (log scale)").yAxisTitle(perSecond + " (log scale)")
                .build();
        Styler styler = chart.getStyler();
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setxAxisTickLabelsFormattingFunction(BenchPlot::batchLabel);
        chart.getStyler().setyAxisTickLabelsFormattingFunction(log -> Units.compact(Math.pow(10, log)));
        chart.getStyler().setYAxisTickMarkSpacingHint(90); // fewer, so that a narrow range is not a column of odd values
        Map<String, List<Row>> series = new LinkedHashMap<>();
        List<String> games = new ArrayList<>();
        List<String> backends = new ArrayList<>();
        for (Row p : points) {
            if (!(p.value() > 0)) {
                continue;
            }
            series.computeIfAbsent(p.game() + " (" + p.backend() + ")", k -> new ArrayList<>()).add(p);
            if (!games.contains(p.game())) {
                games.add(p.game());
            }
            if (!backends.contains(p.backend())) {
                backends.add(p.backend());
            }
        }
        for (Map.Entry<String, List<Row>> e : series.entrySet()) {
            double[] x = e.getValue().stream().mapToDouble(p -> Math.log10(p.batch())).toArray();
            double[] y = e.getValue().stream().mapToDouble(p -> Math.log10(p.value())).toArray();
            Row first = e.getValue().get(0);
            int game = games.indexOf(first.game());
            int backend = backends.indexOf(first.backend());
            XYSeries s = chart.addSeries(e.getKey(), x, y);
            s.setLineColor(COLOURS[game % COLOURS.length]);
            s.setMarkerColor(COLOURS[game % COLOURS.length]);
            s.setMarker(MARKERS[backend % MARKERS.length]);
            s.setLineStyle(LINES[backend % LINES.length]);
        }
        return chart;
    }

    /** A batch size exactly as typed after {@code --batch} (XChart puts the ticks at the measured sizes), other ticks rounded. */
    static String batchLabel(double log) {
        double value = Math.pow(10, log);
        long whole = Math.round(value);
        return Math.abs(value - whole) < 1e-6 * value ? String.valueOf(whole) : Units.compact(value);
    }

    private static String stripExtension(String name) {
        return name.substring(0, name.length() - 4);
    }
}

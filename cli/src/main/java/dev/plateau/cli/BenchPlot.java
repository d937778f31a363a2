package dev.plateau.cli;

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
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The throughput plot of {@code plateau bench}: moves per second against batch size, log-log. */
final class BenchPlot {
    private BenchPlot() {}

    static void checkFormat(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".png") && !name.endsWith(".svg")) {
            throw new UserException("--plot " + file + ": the file must end in .png or .svg");
        }
    }

    static void draw(List<BenchCommand.Point> points, Path file) {
        XYChart chart = new XYChartBuilder().width(900).height(600)
                .title("Random playouts").xAxisTitle("batch size").yAxisTitle("moves per second").build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideE);
        Map<String, List<BenchCommand.Point>> series = new LinkedHashMap<>();
        for (BenchCommand.Point p : points) {
            series.computeIfAbsent(p.game() + " (" + p.backend() + ")", k -> new ArrayList<>()).add(p);
        }
        for (Map.Entry<String, List<BenchCommand.Point>> e : series.entrySet()) {
            double[] x = e.getValue().stream().mapToDouble(BenchCommand.Point::batch).toArray();
            double[] y = e.getValue().stream().mapToDouble(BenchCommand.Point::movesPerSecond).toArray();
            chart.addSeries(e.getKey(), x, y).setMarker(SeriesMarkers.CIRCLE);
        }
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

    private static String stripExtension(String name) {
        return name.substring(0, name.length() - 4);
    }
}

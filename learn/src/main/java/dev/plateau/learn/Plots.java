package dev.plateau.learn;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;

/** The plots of a run, drawn from its CSV files: {@code loss.png} and {@code elo.png}. */
final class Plots {
    private Plots() {}

    /** The losses per iteration, from {@code metrics.csv}. */
    static void losses(RunDirectory run) throws IOException {
        if (!Files.exists(run.metrics())) {
            return;
        }
        List<Double> x = new ArrayList<>();
        List<Double> policy = new ArrayList<>();
        List<Double> value = new ArrayList<>();
        for (String line : Files.readAllLines(run.metrics()).stream().skip(1).toList()) {
            String[] f = line.split(",");
            double p = Double.parseDouble(f[7]);
            double v = Double.parseDouble(f[8]);
            if (Double.isFinite(p) && Double.isFinite(v)) {
                x.add(Double.parseDouble(f[0]));
                policy.add(p);
                value.add(v);
            }
        }
        if (x.isEmpty()) {
            return;
        }
        XYChart chart = new XYChartBuilder().width(800).height(500).title("Training loss").xAxisTitle("iteration")
                .yAxisTitle("loss").build();
        chart.addSeries("policy (cross-entropy)", x, policy).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        chart.addSeries("value (squared error)", x, value).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        save(chart, run.root().resolve("loss.png"));
    }

    /** Each checkpoint's Elo against the iteration, and UCT's, from the latest ratings in {@code elo.csv}. */
    static void elo(RunDirectory run) throws IOException {
        List<String> lines = Files.readAllLines(run.elo()).stream().skip(1).toList();
        if (lines.isEmpty()) {
            return;
        }
        String last = lines.getLast().split(",")[0];
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        double uct = Double.NaN;
        String uctName = "uct";
        for (String line : lines) {
            String[] f = line.split(",");
            if (!f[0].equals(last)) {
                continue;
            }
            if (f[1].startsWith("iteration-")) {
                x.add(Double.parseDouble(f[1].substring("iteration-".length())));
                y.add(Double.parseDouble(f[2]));
                errors.add((Double.parseDouble(f[4]) - Double.parseDouble(f[3])) / 2);
            } else if (f[1].startsWith("uct")) {
                uct = Double.parseDouble(f[2]);
                uctName = f[1];
            }
        }
        if (x.isEmpty()) {
            return;
        }
        XYChart chart = new XYChartBuilder().width(800).height(500).title("Elo of the checkpoints (random = 0)")
                .xAxisTitle("iteration").yAxisTitle("Elo").build();
        chart.addSeries("network with search", x, y, errors);
        if (Double.isFinite(uct)) {
            chart.addSeries(uctName, List.of(x.getFirst(), x.getLast()), List.of(uct, uct))
                    .setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        }
        save(chart, run.root().resolve("elo.png"));
    }

    private static void save(XYChart chart, Path file) throws IOException {
        String name = file.toString();
        BitmapEncoder.saveBitmap(chart, name.substring(0, name.length() - ".png".length()), BitmapEncoder.BitmapFormat.PNG);
    }
}

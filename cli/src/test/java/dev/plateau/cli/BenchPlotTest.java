package dev.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** The bench plot's series styles and axis labels. */
class BenchPlotTest {
    @Test
    void aDozenGamesGetADozenColoursAndEachBackendItsOwnMarker() {
        List<BenchCommand.Point> points = new ArrayList<>();
        for (int g = 0; g < 12; g++) {
            for (String backend : List.of("simd", "scalar")) {
                points.add(new BenchCommand.Point("game " + g, backend, 64, 1, 1e5 * (g + 1), 1e3));
                points.add(new BenchCommand.Point("game " + g, backend, 4096, 1, 2e5 * (g + 1), 2e3));
            }
        }
        XYChart chart = BenchPlot.chart(points);
        List<XYSeries> series = List.copyOf(chart.getSeriesMap().values());
        assertEquals(24, series.size());
        Set<Object> colours = new HashSet<>();
        for (int i = 0; i < series.size(); i += 2) {
            XYSeries simd = series.get(i);
            XYSeries scalar = series.get(i + 1);
            assertEquals("game " + i / 2 + " (simd)", simd.getName());
            assertEquals(simd.getLineColor(), scalar.getLineColor(), "one colour per game");
            assertNotEquals(simd.getMarker(), scalar.getMarker(), "one marker per backend");
            assertNotEquals(simd.getLineStyle(), scalar.getLineStyle(), "one line style per backend");
            colours.add(simd.getLineColor());
        }
        assertEquals(12, colours.size());
    }

    @Test
    void axesAreLogarithmsLabelledWithTheValues() {
        XYChart chart = BenchPlot.chart(List.of(new BenchCommand.Point("g", "simd", 4096, 1, 2.5e6, 1e4)));
        XYSeries s = chart.getSeriesMap().get("g (simd)");
        assertEquals(Math.log10(4096), s.getXData()[0], 1e-12);
        assertEquals(Math.log10(2.5e6), s.getYData()[0], 1e-12);
        assertEquals("2.5M", chart.getStyler().getyAxisTickLabelsFormattingFunction().apply(Math.log10(2.5e6)));
        assertEquals("4096", BenchPlot.batchLabel(Math.log10(4096)));
        assertEquals("32768", BenchPlot.batchLabel(Math.log10(32768)));
        assertEquals("3.2", BenchPlot.batchLabel(0.5));
    }
}

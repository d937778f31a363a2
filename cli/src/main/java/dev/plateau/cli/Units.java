package dev.plateau.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** Numbers for people: 1.23 M, 45.6 k in tables; 1k, 3.2k, 10M on a plot's axes. */
final class Units {
    private Units() {}

    private static final double[] SCALES = {1e9, 1e6, 1e3};
    private static final String[] PREFIXES = {"G", "M", "k"};

    static String si(double value) {
        if (value >= 1e9) {
            return String.format(Locale.ROOT, "%.2f G", value / 1e9);
        }
        if (value >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", value / 1e6);
        }
        if (value >= 1e3) {
            return String.format(Locale.ROOT, "%.1f k", value / 1e3);
        }
        return String.format(Locale.ROOT, "%.1f", value);
    }

    /**
     * A short label for a positive number, rounded to two significant digits, with an SI prefix and
     * no trailing zeros: 1, 25, 320, 1k, 3.2k, 10k, 2.5M, 1G.
     */
    static String compact(double value) {
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(2));
        for (int i = 0; i < SCALES.length; i++) {
            if (rounded.doubleValue() >= SCALES[i]) {
                return plain(rounded.divide(BigDecimal.valueOf(SCALES[i]))) + PREFIXES[i];
            }
        }
        return plain(rounded);
    }

    private static String plain(BigDecimal value) {
        BigDecimal stripped = value.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }
}

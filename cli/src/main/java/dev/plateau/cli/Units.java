package dev.plateau.cli;

import java.util.Locale;

/** Numbers for people: 1.23 M, 45.6 k. */
final class Units {
    private Units() {}

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
}

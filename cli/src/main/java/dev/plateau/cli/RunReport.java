package dev.plateau.cli;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import dev.plateau.diagnostics.TerminalText;
import dev.plateau.sim.PlayoutSummary;
import java.util.Locale;

/**
 * What {@code plateau run} found, in its three output formats: a summary for people, key=value
 * lines for scripts and one JSON object.
 *
 * @param game the game's name
 * @param backend the backend's name
 * @param batch the simulator's batch size
 * @param seed the random seed
 * @param summary the outcome of every playout
 * @param seconds the wall-clock time the playouts took
 */
record RunReport(String game, String backend, int batch, long seed, PlayoutSummary summary, double seconds) {

    /** The output formats, by the names users type after {@code --format}. */
    enum Format {
        text, kv, json
    }

    /** This report in a format, ending with a line break. */
    String render(Format format) {
        return switch (format) {
            case text -> text();
            case kv -> keyValues();
            case json -> json();
        };
    }

    /** The summary for people: outcome, length and speed. */
    String text() {
        PlayoutSummary s = summary;
        double n = s.playouts();
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s: %,d uniformly random playouts on the %s backend (batch %,d, seed %d)%n",
                TerminalText.escape(game), s.playouts(), backend, batch, seed));
        out.append(String.format(Locale.ROOT, "  P1 won %.2f %%, P2 won %.2f %%, drawn %.2f %%%s%n", 100 * s.p1Wins() / n,
                100 * s.p2Wins() / n, 100 * s.draws() / n,
                s.truncated() > 0 ? String.format(Locale.ROOT, ", truncated %.2f %%", 100 * s.truncated() / n) : ""));
        out.append(String.format(Locale.ROOT, "  mean length %.3f moves (SD %.2f, standard error %.3f)%n", s.meanLength(),
                s.lengthStandardDeviation(), s.meanLengthStandardError()));
        out.append(String.format(Locale.ROOT, "  %,d moves in %.2f s: %s moves/s, %s playouts/s%n", s.totalSteps(), seconds,
                Units.si(s.totalSteps() / seconds), Units.si(s.playouts() / seconds)));
        return out.toString();
    }

    /**
     * The outcome as two lines of key=value pairs, for scripts. They depend only on the game, the
     * seed and the number of playouts, never on the backend, batch or threads; their format is
     * fixed (scripts and the reproducibility tests compare them).
     */
    String keyValues() {
        PlayoutSummary s = summary;
        double n = s.playouts();
        return String.format(Locale.ROOT, "p1_wins=%.6f p2_wins=%.6f draws=%.6f mean_length=%.6f%n",
                s.p1Wins() / n, s.p2Wins() / n, s.draws() / n, s.meanLength())
                + String.format(Locale.ROOT, "playouts=%d truncated=%d seed=%d%n", s.playouts(), s.truncated(), seed);
    }

    /** Everything as one JSON object on one line: the outcome (as in {@link #keyValues}), the setup and the speed. */
    String json() {
        PlayoutSummary s = summary;
        double n = s.playouts();
        JsonObject o = new JsonObject();
        o.addProperty("game", game);
        o.addProperty("backend", backend);
        o.addProperty("batch", batch);
        o.addProperty("seed", seed);
        o.addProperty("playouts", s.playouts());
        o.addProperty("truncated", s.truncated());
        o.addProperty("p1_wins", s.p1Wins() / n);
        o.addProperty("p2_wins", s.p2Wins() / n);
        o.addProperty("draws", s.draws() / n);
        o.addProperty("mean_length", s.meanLength());
        o.addProperty("length_sd", s.lengthStandardDeviation());
        o.addProperty("mean_length_standard_error", s.meanLengthStandardError());
        o.addProperty("moves", s.totalSteps());
        o.addProperty("seconds", seconds);
        o.addProperty("moves_per_second", s.totalSteps() / seconds);
        o.addProperty("playouts_per_second", s.playouts() / seconds);
        return terminalSafe(new GsonBuilder().disableHtmlEscaping().create().toJson(o)) + System.lineSeparator();
    }

    /**
     * JSON whose every control or invisible formatting character (which can occur only inside its
     * strings) is written as a Unicode escape (backslash, u, four hex digits): the same JSON value,
     * but a game's name can neither drive nor reorder the terminal it is printed on. Gson escapes
     * only the C0 controls.
     */
    static String terminalSafe(String json) {
        StringBuilder out = new StringBuilder(json.length());
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}

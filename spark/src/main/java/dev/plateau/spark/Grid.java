package dev.plateau.spark;

import dev.plateau.diagnostics.GameException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One axis of an evaluation's grid: every value {@code lo … hi} of a game parameter, written {@code
 * NAME=LO..HI}.
 */
public record Grid(String name, int lo, int hi) implements Serializable {
    private static final Pattern RANGE = Pattern.compile("([^=\\s]+)=([0-9]+)\\.\\.([0-9]+)");

    /**
     * Reads {@code NAME=LO..HI}.
     *
     * @throws IllegalArgumentException saying what is wrong with the text
     */
    public static Grid parse(String text) {
        Matcher m = RANGE.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException(text + ": expected NAME=LO..HI with whole numbers, such as size=5..11");
        }
        try {
            int lo = Integer.parseInt(m.group(2));
            int hi = Integer.parseInt(m.group(3));
            if (lo > hi) {
                throw new IllegalArgumentException(text + ": the range is empty (" + lo + " > " + hi + ")");
            }
            return new Grid(m.group(1), lo, hi);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(text + ": a value is too large (at most " + Integer.MAX_VALUE + ")");
        }
    }

    /**
     * The variants of an evaluation: every game with every combination of the axes' values (the last
     * axis varying fastest), each compiled here, so that a value a game does not accept is reported
     * before any work starts.
     *
     * @throws IllegalArgumentException if an axis is named twice, there are more than {@link
     *     Evaluation#MAX_CELLS} variants, or a game rejects a variant (the message names the file and
     *     the values)
     */
    public static List<Evaluation.Cell> cells(List<GameSource> games, List<Grid> axes) {
        long count = games.size();
        List<String> names = new ArrayList<>();
        for (Grid axis : axes) {
            if (names.contains(axis.name()) || games.stream().anyMatch(g -> g.bindings().containsKey(axis.name()))) {
                throw new IllegalArgumentException("`" + axis.name() + "` is given twice");
            }
            names.add(axis.name());
            count *= axis.hi() - axis.lo() + 1L;
            if (count > Evaluation.MAX_CELLS) {
                throw new IllegalArgumentException("more than " + Evaluation.MAX_CELLS + " variants");
            }
        }
        List<Evaluation.Cell> cells = new ArrayList<>();
        for (GameSource base : games) {
            int[] values = axes.stream().mapToInt(Grid::lo).toArray();
            while (true) {
                Map<String, Integer> point = new LinkedHashMap<>();
                GameSource source = base;
                for (int k = 0; k < values.length; k++) {
                    point.put(names.get(k), values[k]);
                    source = source.with(names.get(k), values[k]);
                }
                try {
                    source.compile();
                } catch (GameException e) {
                    throw new IllegalArgumentException(base.fileName() + " " + point + ": " + e.getMessage(), e);
                }
                cells.add(new Evaluation.Cell(source, point));
                int k = values.length - 1;
                while (k >= 0 && values[k] == axes.get(k).hi()) {
                    values[k] = axes.get(k).lo();
                    k--;
                }
                if (k < 0) {
                    break;
                }
                values[k]++;
            }
        }
        return cells;
    }
}

package dev.plateau.conformance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The playouts of one game, read from a trace file and its site table and mapped into Plateau
 * terms.
 *
 * @param game the game
 * @param sites the site table
 * @param traces the trace file
 * @param board the site-table file
 * @param playouts the playouts in file order
 */
public record TraceSet(TraceGame game, SiteTable sites, Path traces, Path board, List<Playout> playouts) {
    /** A set; the list is copied. */
    public TraceSet {
        playouts = List.copyOf(playouts);
    }

    /** The site table that sits next to a trace file: {@code <game>.board.json} for {@code <game>.jsonl.gz}. */
    public static Path siteTableNextTo(Path traces) {
        String name = traces.getFileName().toString();
        for (String suffix : new String[] {".jsonl.gz", ".jsonl", ".json.gz", ".gz"}) {
            if (name.endsWith(suffix) && name.length() > suffix.length()) {
                name = name.substring(0, name.length() - suffix.length());
                break;
            }
        }
        return traces.resolveSibling(name + ".board.json");
    }

    /** Reads the files of one game in a directory: {@code <stem>.jsonl.gz} and {@code <stem>.board.json}. */
    public static TraceSet read(Path directory, TraceGame game) {
        TraceSet set = read(directory.resolve(game.stem() + ".jsonl.gz"), directory.resolve(game.stem() + ".board.json"),
                Integer.MAX_VALUE);
        if (set.game() != game) {
            throw new TraceFormatException(set.board(), 0, "is the site table of " + set.game().stem() + ", not "
                    + game.stem());
        }
        return set;
    }

    /**
     * Reads a site table and the first {@code limit} playouts of a trace file, and maps them.
     *
     * @throws TraceFormatException if a file is missing or malformed, the site table is of a game
     *     without traces, or a playout is of another game than the site table or inconsistent with it
     */
    public static TraceSet read(Path traces, Path board, int limit) {
        List<RawPlayout> raws = TraceReader.readPlayouts(traces, limit);
        if (raws.isEmpty()) {
            throw new TraceFormatException(traces, 0, "has no playouts");
        }
        SiteTable sites = TraceReader.readSites(board);
        TraceGame game = TraceGame.byStem(sites.game()).orElseThrow(() -> new TraceFormatException(board, 0,
                "is the site table of \"" + sites.game() + "\", a game without conformance rules; the games are: "
                        + TraceGame.stems()));
        List<Playout> playouts = new ArrayList<>();
        for (RawPlayout raw : raws) {
            if (!raw.game().equals(sites.game())) {
                throw new TraceFormatException(traces, raw.line(), "a playout of \"" + raw.game()
                        + "\", but the site table " + board + " is of \"" + sites.game() + "\"");
            }
            playouts.add(Playout.map(game, raw, sites));
        }
        return new TraceSet(game, sites, traces, board, playouts);
    }
}

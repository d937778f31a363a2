package dev.plateau.conformance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The playouts of one trace set, read with its site table and mapping file and in Plateau terms
 * (conformance/README.md, Files).
 *
 * @param game the set's name ({@code game} field)
 * @param sites the site table's sites
 * @param mapping the players and components (from the mapping file, if the set has one)
 * @param traces the trace file
 * @param board the site-table file
 * @param playouts the playouts in file order
 */
public record TraceSet(String game, SiteTable sites, TraceMapping mapping, Path traces, Path board,
        List<Playout> playouts) {
    /** A set; the list is copied. */
    public TraceSet {
        playouts = List.copyOf(playouts);
    }

    /** The site table that sits next to a trace file: {@code <set>.board.json} for {@code <set>.jsonl.gz}. */
    public static Path siteTableNextTo(Path traces) {
        return traces.resolveSibling(stem(traces) + ".board.json");
    }

    /**
     * The mapping file that sits next to a site table: {@code <set>.plateau.json} for {@code
     * <set>.board.json} (or for any other name, that name with {@code .plateau.json} added).
     */
    public static Path mappingNextTo(Path siteTable) {
        String name = siteTable.getFileName().toString();
        String stem = name.endsWith(".board.json") ? name.substring(0, name.length() - ".board.json".length()) : name;
        return siteTable.resolveSibling(stem + ".plateau.json");
    }

    private static String stem(Path traces) {
        String name = traces.getFileName().toString();
        for (String suffix : new String[] {".jsonl.gz", ".jsonl", ".json.gz", ".gz"}) {
            if (name.endsWith(suffix) && name.length() > suffix.length()) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }

    /** Reads every playout of the set {@code <dir>/<stem>.jsonl.gz}, with the site table and mapping file next to it. */
    public static TraceSet read(Path dir, String stem) {
        return read(dir.resolve(stem + ".jsonl.gz"), Integer.MAX_VALUE);
    }

    /**
     * Reads the first {@code limit} playouts of a trace file with the site table next to it and the
     * mapping file next to that, if there is one.
     *
     * @throws TraceFormatException if a file is missing or malformed, or a playout is of another
     *     game than the site table or inconsistent with it
     */
    public static TraceSet read(Path traces, int limit) {
        Path sites = siteTableNextTo(traces);
        Path mapping = mappingNextTo(sites);
        return TraceReader.readSet(traces, sites, Files.exists(mapping) ? mapping : null, limit);
    }
}

package dev.plateau.conformance;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads the files of a trace set (conformance/README.md, What the code reads) with {@link
 * JsonParser Gson} in strict mode: the site table, the optional mapping file, and the playouts,
 * which {@link PlayoutReader} turns into {@link Playout}s. Every problem is a {@link
 * TraceFormatException} naming the file and, for playouts, the line: a missing or unreadable file, a
 * damaged gzip stream, text that is not UTF-8 or not JSON, a missing field or a field of the wrong
 * type, a playout inconsistent with itself or its site table. A playout file may be gzip-compressed
 * (recognised by its first bytes) or plain JSON lines; blank lines are skipped.
 */
public final class TraceReader {
    private TraceReader() {}

    // =====================================================================================
    // a set: site table, mapping file, playouts
    // =====================================================================================

    /**
     * Reads a trace set: its site table, its mapping file if there is one, and the first {@code
     * limit} playouts of its trace file (conformance/README.md, What the code reads).
     *
     * @param traces the playouts, {@code <set>.jsonl.gz}
     * @param board the site table, {@code <set>.board.json}
     * @param mapping the mapping file, {@code <set>.plateau.json}, or {@code null} for none
     * @param limit the most playouts to read
     * @throws TraceFormatException at the first problem, with its file and line
     */
    public static TraceSet readSet(Path traces, Path board, Path mapping, int limit) {
        if (!Files.exists(traces)) {
            throw new TraceFormatException(traces, 0, "no such file");
        }
        JsonObject table = readObject(board, "site table");
        JsonObject map = mapping == null ? null : readObject(mapping, "mapping");
        Fields f = new Fields(board, 0, "");
        String game = f.string(table, "game");
        if (map != null && map.has("game") && !new Fields(mapping, 0, "").string(map, "game").equals(game)) {
            throw new TraceFormatException(mapping, 0, "is the mapping of \"" + map.get("game").getAsString()
                    + "\", but the site table " + board + " is of \"" + game + "\"");
        }
        boolean moveV2 = table.has("mode") && "move-v2".equals(f.string(table, "mode"));
        SiteTable sites = sites(board, table, mapping, map);
        TraceMapping m = mapping(board, table, moveV2, mapping, map);
        PlayoutReader reader = new PlayoutReader(board, sites, m, moveV2, stateField(f, table));
        List<Playout> playouts = readObjects(traces, limit, "playout", reader::read);
        if (playouts.isEmpty()) {
            throw new TraceFormatException(traces, 0, "has no playouts");
        }
        return new TraceSet(game, sites, m, traces, board, playouts);
    }

    /**
     * Reads the sites of a site table ({@code <game>.board.json}), without a mapping file: a JSON
     * object with a string {@code game} and an array {@code sites} of objects with an integer {@code
     * code} and the site's cell (see {@link #readSet}).
     *
     * @throws TraceFormatException if the file is missing, unreadable or not such a table
     */
    public static SiteTable readSites(Path file) {
        return sites(file, readObject(file, "site table"), null, null);
    }

    /**
     * The sites: with M sites, the codes must be 0 … M−1 once each. A code's cell is, in this
     * order, the mapping file's {@code cells[code]}, the site's {@code ludax_index}, the code itself
     * in a table with {@code "codes": "plateau"}, or else its place on a rectangle of the sites'
     * {@code row}s (counted from the bottom) and {@code col}s; the cells must be a permutation of
     * the codes.
     */
    private static SiteTable sites(Path file, JsonObject root, Path mappingFile, JsonObject mapping) {
        Fields f = new Fields(file, 0, "");
        String game = f.string(root, "game");
        JsonArray sites = f.array(root, "sites");
        int m = sites.size();
        if (m == 0) {
            throw new TraceFormatException(file, 0, "`sites` is empty");
        }
        if (root.has("n_codes") && f.integer(root, "n_codes") != m) {
            throw new TraceFormatException(file, 0, "`n_codes` is " + f.integer(root, "n_codes") + " but `sites` has "
                    + m + " entries");
        }
        boolean plateauCodes = root.has("codes") && "plateau".equals(f.string(root, "codes"));
        int[] mapped = mapping != null && mapping.has("cells") ? integers(new Fields(mappingFile, 0, ""), mapping, "cells", m)
                : null;
        int[] cell = new int[m];
        int[] row = new int[m];
        int[] col = new int[m];
        String[] label = new String[m];
        boolean[] seenCode = new boolean[m];
        int[] hand = new int[m];
        boolean rectangle = false;
        for (int i = 0; i < m; i++) {
            Fields s = new Fields(file, 0, "sites[" + i + "].");
            JsonObject site = s.object(sites.get(i), "");
            int code = s.integer(site, "code");
            if (code < 0 || code >= m || seenCode[code]) {
                throw new TraceFormatException(file, 0, "sites[" + i + "]: code " + code
                        + (code < 0 || code >= m ? " is outside 0 … " + (m - 1) : " appears twice"));
            }
            seenCode[code] = true;
            if (site.has("container") && s.integer(site, "container") != 0) {
                // A player's hand (Morris): no cell of the board; its count is read with the playouts.
                hand[code] = s.integer(site, "owner");
                if (hand[code] != 1 && hand[code] != 2) {
                    throw s.error("owner", "is " + hand[code] + ": a hand belongs to player 1 or 2");
                }
                row[code] = -1;
                col[code] = -1;
                cell[code] = -1;
                label[code] = site.has("label") && !site.get("label").isJsonNull() ? s.string(site, "label") : null;
                continue;
            }
            boolean located = !plateauCodes || site.has("row");
            row[code] = located ? s.integer(site, "row") : -1;
            col[code] = located ? s.integer(site, "col") : -1;
            label[code] = site.has("label") && !site.get("label").isJsonNull() ? s.string(site, "label") : null;
            cell[code] = mapped != null ? mapped[code] : site.has("ludax_index") ? s.integer(site, "ludax_index")
                    : plateauCodes ? code : -1;
            rectangle |= cell[code] == -1;
        }
        if (rectangle) {
            gridCells(f, row, col, cell, hand);
        }
        int board = (int) Arrays.stream(hand).filter(h -> h == 0).count();
        int[] codeOfCell = new int[board];
        Arrays.fill(codeOfCell, -1);
        for (int code = 0; code < m; code++) {
            if (hand[code] != 0) {
                continue;
            }
            int c = cell[code];
            String what = mapped != null ? mappingFile + ": `cells[" + code + "]`" : "code " + code + ": the cell";
            if (c < 0 || c >= board) {
                throw new TraceFormatException(file, 0, what + " " + c + " is outside 0 … " + (board - 1));
            }
            if (codeOfCell[c] >= 0) {
                throw new TraceFormatException(file, 0, what + " " + c + " is also the cell of code " + codeOfCell[c]);
            }
            codeOfCell[c] = code;
        }
        return new SiteTable(game, cell, row, col, label, hand);
    }

    /**
     * Cells of the board's sites on a grid of rows (counted from the bottom) and columns: numbered row by
     * row from the top left, as Plateau numbers a rectangle (code at (row, col) is cell (H − 1 − row)·W
     * + col) and the points of a graph board, which need not fill the grid. Hands have no cell.
     */
    private static void gridCells(Fields f, int[] row, int[] col, int[] cell, int[] hand) {
        int rows = 0;
        List<Integer> board = new ArrayList<>();
        for (int code = 0; code < cell.length; code++) {
            if (hand[code] == 0) {
                if (row[code] < 0 || col[code] < 0) {
                    throw f.error("sites", "code " + code + " has no row and column: give each site's "
                            + "`ludax_index`, \"codes\": \"plateau\", or `cells` in the mapping file");
                }
                rows = Math.max(rows, row[code] + 1);
                board.add(code);
            }
        }
        int height = rows;
        board.sort(java.util.Comparator.<Integer>comparingInt(code -> height - 1 - row[code]).thenComparingInt(code -> col[code]));
        for (int k = 0; k < board.size(); k++) {
            int code = board.get(k);
            if (k > 0 && row[board.get(k - 1)] == row[code] && col[board.get(k - 1)] == col[code]) {
                throw f.error("sites", "codes " + board.get(k - 1) + " and " + code + " share row " + row[code]
                        + " and column " + col[code]);
            }
            cell[code] = k;
        }
    }

    /**
     * The mapping: the mapping file's {@code library_game}, {@code parameters}, {@code
     * swap_players}, and its {@code components}, each of which overrides the owner or gives the
     * piece type of the site table's component with the same {@code what}. A placement-format table
     * has the components 1 and 2; a component without a piece type is of the implicit type.
     */
    private static TraceMapping mapping(Path board, JsonObject table, boolean moveV2, Path file, JsonObject root) {
        Map<Integer, TraceMapping.Component> components = new TreeMap<>();
        if (moveV2) {
            components(new Fields(board, 0, ""), table, components, true);
        } else {
            components.putAll(TraceMapping.placementComponents());
        }
        String game = new Fields(board, 0, "").string(table, "game");
        if (root == null) {
            return new TraceMapping(game, Optional.empty(), Map.of(), false, components);
        }
        Fields f = new Fields(file, 0, "");
        components(f, root, components, false);
        Map<String, Integer> parameters = new TreeMap<>();
        if (root.has("parameters")) {
            JsonObject p = f.object(f.get(root, "parameters"), "parameters");
            for (String name : p.keySet()) {
                parameters.put(name, f.integer(p, name));
            }
        }
        boolean swap = root.has("swap_players") && f.bool(root, "swap_players");
        Optional<String> library = root.has("library_game") ? Optional.of(f.string(root, "library_game")) : Optional.empty();
        return new TraceMapping(game, library, parameters, swap, components);
    }

    /** Reads {@code components} ({@code what}, {@code owner}, {@code piece}) into a map, over what it holds. */
    private static void components(Fields f, JsonObject root, Map<Integer, TraceMapping.Component> out, boolean table) {
        if (!root.has("components")) {
            return;
        }
        JsonArray list = f.array(root, "components");
        for (int i = 0; i < list.size(); i++) {
            Fields c = new Fields(f.file(), 0, "components[" + i + "].");
            JsonObject component = c.object(list.get(i), "");
            int what = c.integer(component, "what");
            if (what < 1) {
                throw c.error("what", "is " + what + ", not a component 1, 2, … (0 is an empty cell)");
            }
            TraceMapping.Component old = out.get(what);
            if (old == null && !table && !component.has("owner")) {
                throw c.error("owner", "is missing, and the site table lists no component " + what);
            }
            int owner = component.has("owner") ? owner(c, component) : old.owner();
            String piece = component.has("piece") ? c.string(component, "piece")
                    : old != null ? old.piece() : Piece.IMPLICIT;
            out.put(what, new TraceMapping.Component(owner, piece));
        }
    }

    private static int owner(Fields c, JsonObject component) {
        JsonElement e = c.get(component, "owner");
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() && e.getAsString().equals("state")) {
            return TraceMapping.OWNER_IN_STATE;
        }
        int owner = c.integer(component, "owner");
        if (owner < 0 || owner > 2) {
            throw c.error("owner", "is " + owner + ", not 0 (neutral), 1, 2 or \"state\"");
        }
        return owner;
    }

    /** The index of {@code state} in the table's {@code cell_fields}, or −1. */
    private static int stateField(Fields f, JsonObject table) {
        if (!table.has("cell_fields")) {
            return -1;
        }
        JsonArray fields = f.array(table, "cell_fields");
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).isJsonPrimitive() && "state".equals(fields.get(i).getAsString())) {
                return i;
            }
        }
        return -1;
    }

    /** An array of {@code n} integers. */
    private static int[] integers(Fields f, JsonObject o, String field, int n) {
        JsonArray a = f.array(o, field);
        if (a.size() != n) {
            throw f.error(field, "has " + a.size() + " entries, but the site table " + n + " sites");
        }
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = f.integer(a.get(i), field + "[" + i + "]");
        }
        return out;
    }

    /** Reads a file holding one JSON object (a site table or a mapping file). */
    static JsonObject readObject(Path file, String what) {
        String text;
        try (Reader in = new InputStreamReader(open(file), StandardCharsets.UTF_8.newDecoder())) {
            StringBuilder sb = new StringBuilder();
            char[] buf = new char[8192];
            for (int r; (r = in.read(buf)) >= 0; ) {
                sb.append(buf, 0, r);
            }
            text = sb.toString();
        } catch (CharacterCodingException e) {
            throw new TraceFormatException(file, 0, "not UTF-8 text");
        } catch (IOException e) {
            throw ioError(file, 0, e);
        }
        return parse(file, 0, text, what);
    }

    // =====================================================================================
    // lines of JSON objects
    // =====================================================================================

    /** Turns one line's JSON object into a record. */
    interface LineParser<T> {
        T parse(Path file, int line, JsonObject object);
    }

    /**
     * Reads the first {@code limit} JSON-object lines of a file (gzip or plain; blank lines skipped)
     * and parses each.
     *
     * @throws TraceFormatException at the first problem, with its line
     */
    static <T> List<T> readObjects(Path file, int limit, String what, LineParser<T> parser) {
        List<T> result = new ArrayList<>();
        int line = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(decompressed(file),
                StandardCharsets.UTF_8.newDecoder()))) {
            while (result.size() < limit) {
                String text;
                try {
                    text = in.readLine();
                } catch (CharacterCodingException e) {
                    throw new TraceFormatException(file, line + 1, "not UTF-8 text");
                }
                if (text == null) {
                    break;
                }
                line++;
                if (!text.isBlank()) {
                    result.add(parser.parse(file, line, parse(file, line, text, what)));
                }
            }
        } catch (IOException e) {
            throw ioError(file, line, e);
        }
        return result;
    }

    // =====================================================================================
    // helpers
    // =====================================================================================

    private static InputStream open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new TraceFormatException(file, 0, "is a directory, not a file");
        }
        return Files.newInputStream(file);
    }

    /** The file's bytes, gunzipped when they start with the gzip magic number. */
    private static InputStream decompressed(Path file) throws IOException {
        BufferedInputStream in = new BufferedInputStream(open(file), 1 << 16);
        in.mark(2);
        int b0 = in.read();
        int b1 = in.read();
        in.reset();
        if (b0 == 0x1f && b1 == 0x8b) {
            return new GZIPInputStream(in, 1 << 16);
        }
        if (file.getFileName() != null && file.getFileName().toString().endsWith(".gz")) {
            in.close();
            throw new TraceFormatException(file, 0, "is not gzip-compressed, although its name ends in .gz");
        }
        return in;
    }

    private static TraceFormatException ioError(Path file, int line, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new TraceFormatException(file, 0, "no such file");
        }
        if (e instanceof AccessDeniedException) {
            return new TraceFormatException(file, 0, "cannot be read (permission denied)");
        }
        if (e instanceof EOFException) {
            return new TraceFormatException(file, 0, "the compressed data ends early"
                    + (line > 0 ? ", after line " + line : "") + " (a truncated file?)");
        }
        if (e instanceof ZipException) {
            return new TraceFormatException(file, 0, "the compressed data is damaged"
                    + (line > 0 ? " after line " + line : "") + " (" + e.getMessage() + ")");
        }
        return new TraceFormatException(file, line, "cannot be read (" + e.getMessage() + ")");
    }

    /** Parses a complete JSON object in strict mode. */
    private static JsonObject parse(Path file, int line, String text, String what) {
        JsonElement e;
        try {
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            e = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw new TraceFormatException(file, line, "not valid JSON: more text after the " + what + " object");
            }
        } catch (JsonParseException | IOException ex) {
            throw new TraceFormatException(file, line, "not valid JSON: " + gsonMessage(ex, line > 0));
        }
        if (!e.isJsonObject()) {
            throw new TraceFormatException(file, line, "not a JSON object (a " + what + " record is one)");
        }
        return e.getAsJsonObject();
    }

    /** Gson's message without its troubleshooting link; within one line, without "line 1". */
    private static String gsonMessage(Exception e, boolean oneLine) {
        Throwable t = e.getCause() != null && e.getMessage() != null && e.getMessage().startsWith("com.google")
                ? e.getCause() : e;
        String m = String.valueOf(t.getMessage());
        int see = m.indexOf("\nSee ");
        if (see >= 0) {
            m = m.substring(0, see);
        }
        return oneLine ? m.replace(" at line 1 column ", " at column ") : m;
    }

    /** Typed access to fields, with errors that name the field. */
    record Fields(Path file, int line, String prefix) {
        TraceFormatException error(String field, String detail) {
            String name = prefix + field;
            if (name.endsWith(".")) {
                name = name.substring(0, name.length() - 1);
            }
            return new TraceFormatException(file, line, name.isEmpty() ? detail : "`" + name + "` " + detail);
        }

        JsonElement get(JsonObject o, String field) {
            JsonElement e = o.get(field);
            if (e == null || e.isJsonNull()) {
                throw error(field, "is missing");
            }
            return e;
        }

        JsonObject object(JsonElement e, String field) {
            if (!e.isJsonObject()) {
                throw error(field, "is not an object");
            }
            return e.getAsJsonObject();
        }

        JsonArray array(JsonObject o, String field) {
            JsonElement e = get(o, field);
            if (!e.isJsonArray()) {
                throw error(field, "is not an array");
            }
            return e.getAsJsonArray();
        }

        String string(JsonObject o, String field) {
            JsonElement e = get(o, field);
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                throw error(field, "is not a string");
            }
            return e.getAsString();
        }

        boolean bool(JsonObject o, String field) {
            JsonElement e = get(o, field);
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
                throw error(field, "is not true or false");
            }
            return e.getAsBoolean();
        }

        int integer(JsonObject o, String field) {
            return integer(get(o, field), field);
        }

        int integer(JsonElement e, String field) {
            long v = longInteger(e, field);
            if (v != (int) v) {
                throw error(field, "is out of range: " + v);
            }
            return (int) v;
        }

        long longInteger(JsonObject o, String field) {
            return longInteger(get(o, field), field);
        }

        long longInteger(JsonElement e, String field) {
            if (!e.isJsonPrimitive() || !((JsonPrimitive) e).isNumber()) {
                throw error(field, "is not a number");
            }
            try {
                BigDecimal d = e.getAsBigDecimal();
                return d.longValueExact();
            } catch (ArithmeticException | NumberFormatException ex) {
                throw error(field, "is not a whole number: " + e);
            }
        }
    }
}

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
import java.util.BitSet;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads the two kinds of trace files with {@link JsonParser Gson} in strict mode. Every problem is
 * a {@link TraceFormatException} naming the file and, for playouts, the line: a missing or
 * unreadable file, a damaged gzip stream, text that is not UTF-8 or not JSON, a missing field or a
 * field of the wrong type. A playout file may be gzip-compressed (recognised by its first bytes) or
 * plain JSON lines; blank lines are skipped.
 *
 * <p>This class checks the form of the records; the consistency of a playout with its site table
 * (codes in range, the move among the legal codes, …) is checked by {@link Playout#map}.
 */
public final class TraceReader {
    private TraceReader() {}

    // =====================================================================================
    // site tables
    // =====================================================================================

    /**
     * Reads a site table ({@code <game>.board.json}): a JSON object with a string {@code game} and
     * an array {@code sites} of objects with the integers {@code code}, {@code ludax_index}, {@code
     * row}, {@code col} and an optional string {@code label}. The codes must be 0 … M−1, each once,
     * and the cells a permutation of them.
     *
     * @throws TraceFormatException if the file is missing, unreadable or not such a table
     */
    public static SiteTable readSites(Path file) {
        JsonObject root = readObject(file, "site table");
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
        int[] cell = new int[m];
        int[] row = new int[m];
        int[] col = new int[m];
        String[] label = new String[m];
        boolean[] seenCode = new boolean[m];
        int[] codeOfCell = new int[m];
        Arrays.fill(codeOfCell, -1);
        for (int i = 0; i < m; i++) {
            Fields s = new Fields(file, 0, "sites[" + i + "].");
            JsonObject site = s.object(sites.get(i), "");
            int code = s.integer(site, "code");
            if (code < 0 || code >= m || seenCode[code]) {
                throw new TraceFormatException(file, 0, "sites[" + i + "]: code " + code
                        + (code < 0 || code >= m ? " is outside 0 … " + (m - 1) : " appears twice"));
            }
            seenCode[code] = true;
            int c = site.has("ludax_index") ? s.integer(site, "ludax_index")
                    : cellFromCoordinates(file, game, m, s.integer(site, "row"), s.integer(site, "col"));
            if (c < 0 || c >= m) {
                throw new TraceFormatException(file, 0, "sites[" + i + "]: ludax_index " + c + " is outside 0 … " + (m - 1));
            }
            if (codeOfCell[c] >= 0) {
                throw new TraceFormatException(file, 0, "sites[" + i + "]: ludax_index " + c + " is also the cell of code "
                        + codeOfCell[c]);
            }
            codeOfCell[c] = code;
            cell[code] = c;
            row[code] = s.integer(site, "row");
            col[code] = s.integer(site, "col");
            label[code] = site.has("label") && !site.get("label").isJsonNull() ? s.string(site, "label") : null;
        }
        return new SiteTable(game, cell, row, col, label);
    }

    /** Reads a file holding one JSON object (a site table). */
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

    /**
     * The cell of a site in a table without {@code ludax_index} (the {@code move-v2} tables), from
     * the coordinate map of its game ({@link TraceGame#cellOf}).
     */
    private static int cellFromCoordinates(Path file, String game, int codes, int row, int col) {
        TraceGame g = TraceGame.byStem(game).orElseThrow(() -> new TraceFormatException(file, 0,
                "a site has no `ludax_index`, and \"" + game + "\" is a game without a coordinate map; the games are: "
                        + TraceGame.stems()));
        try {
            return g.cellOf(row, col, codes);
        } catch (IllegalArgumentException e) {
            throw new TraceFormatException(file, 0, e.getMessage());
        }
    }

    // =====================================================================================
    // playouts
    // =====================================================================================

    /**
     * Reads every playout of a file, one JSON object per line.
     *
     * @throws TraceFormatException at the first problem, with its line
     */
    public static List<RawPlayout> readPlayouts(Path file) {
        return readPlayouts(file, Integer.MAX_VALUE);
    }

    /**
     * Reads the first {@code limit} playouts of a file (all if it has fewer); the rest of the file
     * is not read.
     *
     * @throws TraceFormatException at the first problem, with its line
     */
    public static List<RawPlayout> readPlayouts(Path file, int limit) {
        return readObjects(file, limit, "playout", TraceReader::parsePlayout);
    }

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

    /**
     * Parses one line of a playout file.
     *
     * @param file the file, for messages
     * @param line the 1-based line, for messages
     * @param text the line
     * @throws TraceFormatException if the line is not a playout record
     */
    public static RawPlayout parsePlayout(Path file, int line, String text) {
        return parsePlayout(file, line, parse(file, line, text, "playout"));
    }

    private static RawPlayout parsePlayout(Path file, int line, JsonObject o) {
        Fields f = new Fields(file, line, "");
        if (o.has("init") && o.get("init").isJsonArray()) {
            return parseMoveV2(file, line, o, f);
        }
        JsonArray s = f.array(o, "s");
        List<RawStep> steps = new ArrayList<>(s.size());
        for (int i = 0; i < s.size(); i++) {
            Fields sf = new Fields(file, line, "s[" + i + "].");
            JsonObject step = sf.object(s.get(i), "");
            String hex = sf.string(step, "L");
            if (hex.isEmpty() || !hex.chars().allMatch(ch -> Character.digit(ch, 16) >= 0)) {
                throw sf.error("L", "is not a hexadecimal bit mask: \"" + hex + "\"");
            }
            BitSet legal = new BitSet(hex.length() * 4);
            for (int k = 0; k < hex.length(); k++) {
                int digit = Character.digit(hex.charAt(hex.length() - 1 - k), 16);
                for (int b = 0; b < 4; b++) {
                    if ((digit >> b & 1) != 0) {
                        legal.set(4 * k + b);
                    }
                }
            }
            List<int[]> changes = new ArrayList<>();
            if (step.has("d")) {
                JsonArray d = sf.array(step, "d");
                for (int k = 0; k < d.size(); k++) {
                    Fields df = new Fields(file, line, "s[" + i + "].d[" + k + "]");
                    if (!d.get(k).isJsonArray() || d.get(k).getAsJsonArray().size() != 2) {
                        throw df.error("", "is not a pair [code, owner]");
                    }
                    JsonArray pair = d.get(k).getAsJsonArray();
                    changes.add(new int[] {df.integer(pair.get(0), "[0]"), df.integer(pair.get(1), "[1]")});
                }
            }
            boolean pass = step.has("P") && sf.integer(step, "P") != 0;
            steps.add(new RawStep(sf.integer(step, "p"), sf.integer(step, "m"), legal, pass, changes));
        }
        int[] scores = null;
        if (o.has("sc") && !o.get("sc").isJsonNull()) {
            JsonArray sc = f.array(o, "sc");
            scores = new int[sc.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = f.integer(sc.get(i), "sc[" + i + "]");
            }
        }
        return new RawPlayout(file, line, f.string(o, "game"), f.longInteger(o, "seed"), f.string(o, "init"),
                List.copyOf(steps), f.integer(o, "n"), f.integer(o, "np"), f.integer(o, "w"), f.string(o, "final"), scores);
    }

    /**
     * A playout in the {@code move-v2} format (boards as lists over codes, moves as codes {@code
     * m = (k·N + from)·N + to}, {@code L} as a list of such codes with −1 for a pass, {@code d}
     * listing every changed cell) written in the terms of the placement format. Only placements
     * ({@code from == to}, {@code k = 0}) and passes can be replayed, so other moves are an error.
     * N is the length of {@code init}; a board entry is the owner, or {@code [what, owner]}.
     */
    private static RawPlayout parseMoveV2(Path file, int line, JsonObject o, Fields f) {
        JsonArray init = f.array(o, "init");
        int n = init.size();
        JsonArray s = f.array(o, "s");
        List<RawStep> steps = new ArrayList<>(s.size());
        for (int i = 0; i < s.size(); i++) {
            Fields sf = new Fields(file, line, "s[" + i + "].");
            JsonObject step = sf.object(s.get(i), "");
            JsonArray l = sf.array(step, "L");
            BitSet legal = new BitSet(n);
            boolean pass = false;
            for (int k = 0; k < l.size(); k++) {
                int code = sf.integer(l.get(k), "L[" + k + "]");
                if (code == -1) {
                    pass = true;
                } else {
                    legal.set(placedCode(sf, "L[" + k + "]", code, n));
                }
            }
            int m = sf.integer(step, "m");
            int placed = m == -1 ? -1 : placedCode(sf, "m", m, n);
            List<int[]> changes = new ArrayList<>();
            if (step.has("d")) {
                JsonArray d = sf.array(step, "d");
                for (int k = 0; k < d.size(); k++) {
                    Fields df = new Fields(file, line, "s[" + i + "].d[" + k + "]");
                    if (!d.get(k).isJsonArray() || d.get(k).getAsJsonArray().size() < 2
                            || d.get(k).getAsJsonArray().size() > 3) {
                        throw df.error("", "is not [code, what] or [code, what, state]");
                    }
                    JsonArray entry = d.get(k).getAsJsonArray();
                    int code = df.integer(entry.get(0), "[0]");
                    // The placement format lists only the cells changed besides the placed one.
                    if (code != placed) {
                        changes.add(new int[] {code, df.integer(entry.get(entry.size() - 1), "[" + (entry.size() - 1) + "]")});
                    }
                }
            }
            steps.add(new RawStep(sf.integer(step, "p"), placed, legal, pass, changes));
        }
        int[] scores = null;
        if (o.has("sc") && !o.get("sc").isJsonNull()) {
            JsonArray sc = f.array(o, "sc");
            scores = new int[sc.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = f.integer(sc.get(i), "sc[" + i + "]");
            }
        }
        return new RawPlayout(file, line, f.string(o, "game"), f.longInteger(o, "seed"), owners(f, "init", init),
                List.copyOf(steps), f.integer(o, "n"), f.integer(o, "np"), f.integer(o, "w"),
                owners(f, "final", f.array(o, "final")), scores);
    }

    /** The code a {@code move-v2} placement puts a piece on; an error for any other move. */
    private static int placedCode(Fields f, String field, int move, int n) {
        int to = move % n;
        if (move < 0 || move / n != to) {
            throw f.error(field, "is not a placement (" + move + " is not code·" + n + " + code): only placement games"
                    + " can be replayed");
        }
        return to;
    }

    /** A {@code move-v2} board as the placement format's string of owners, one character per code. */
    private static String owners(Fields f, String field, JsonArray board) {
        StringBuilder out = new StringBuilder(board.size());
        for (int i = 0; i < board.size(); i++) {
            JsonElement e = board.get(i);
            int owner = e.isJsonArray() && e.getAsJsonArray().size() == 2
                    ? f.integer(e.getAsJsonArray().get(1), field + "[" + i + "][1]")
                    : f.integer(e, field + "[" + i + "]");
            if (owner < 0 || owner > 9) {
                throw f.error(field + "[" + i + "]", "is not an owner 0, 1 or 2");
            }
            out.append((char) ('0' + owner));
        }
        return out.toString();
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

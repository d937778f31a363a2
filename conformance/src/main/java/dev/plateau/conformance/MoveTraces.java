package dev.plateau.conformance;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads reference playouts in the {@code move-v2} format (conformance/README.md, Movement games)
 * into {@link MovePlayout}s. The site table says how codes become cells and components become
 * pieces:
 * <ul>
 *   <li>Ludii's tables number a rectangular board row by row from the bottom left ({@code row},
 *       {@code col} per site); Plateau numbers cells row by row from the top left, so code
 *       {@code row · W + col} is cell {@code (H − 1 − row) · W + col}. A table with
 *       {@code "codes": "plateau"} uses Plateau's cell numbers as codes, for traces from any engine.</li>
 *   <li>A component {@code {"what": 1, "owner": 1, "piece": "pawn"}} is a piece of the declared type
 *       {@code piece} (owner 0: neutral); for the games of {@link MoveTraceGame}, whose tables come
 *       from Ludii without {@code piece}, their mapping is used.</li>
 * </ul>
 * A move code is {@code from · N + to} (N codes).
 */
public final class MoveTraces {
    private MoveTraces() {}

    /** A site table: the game's name, the Plateau cell of each code, the piece of each component. */
    public record Sites(String game, int[] cellOfCode, Map<Integer, MoveTraceGame.Piece> pieces) {
        int cell(TraceReader.Fields f, String field, int code) {
            if (code < 0 || code >= cellOfCode.length) {
                throw f.error(field, "is code " + code + ", outside 0 … " + (cellOfCode.length - 1));
            }
            return cellOfCode[code];
        }

        /** N, the number of codes. */
        public int codes() {
            return cellOfCode.length;
        }
    }

    /** Whether a site table is in the {@code move-v2} format. */
    public static boolean isMoveTable(Path file) {
        JsonObject root = TraceReader.readObject(file, "site table");
        return root.has("mode") && root.get("mode").isJsonPrimitive() && "move-v2".equals(root.get("mode").getAsString());
    }

    /** Reads {@code <dir>/<stem>.board.json} and all of {@code <dir>/<stem>.jsonl.gz}. */
    public static List<MovePlayout> read(Path dir, MoveTraceGame game) {
        return read(dir.resolve(game.stem() + ".jsonl.gz"), dir.resolve(game.stem() + ".board.json"), Integer.MAX_VALUE);
    }

    /**
     * Reads the first {@code limit} playouts of a file with their site table.
     *
     * @throws TraceFormatException at the first problem, with its file and line
     */
    public static List<MovePlayout> read(Path traces, Path siteTable, int limit) {
        Sites sites = readSites(siteTable);
        return TraceReader.readObjects(traces, limit, "playout", (f, line, o) -> playout(sites, f, line, o));
    }

    /** Reads a {@code move-v2} site table. */
    public static Sites readSites(Path file) {
        JsonObject root = TraceReader.readObject(file, "site table");
        TraceReader.Fields f = new TraceReader.Fields(file, 0, "");
        String name = f.string(root, "game");
        if (!f.string(root, "mode").equals("move-v2")) {
            throw f.error("mode", "is not \"move-v2\"");
        }
        JsonArray sites = f.array(root, "sites");
        int n = sites.size();
        boolean plateauCodes = root.has("codes") && "plateau".equals(f.string(root, "codes"));
        int[] row = new int[n];
        int[] col = new int[n];
        int rows = 0;
        int cols = 0;
        for (int i = 0; i < n; i++) {
            TraceReader.Fields s = new TraceReader.Fields(file, 0, "sites[" + i + "].");
            JsonObject site = s.object(sites.get(i), "");
            int code = s.integer(site, "code");
            if (code != i) {
                throw s.error("code", "is " + code + ", expected " + i + " (sites in code order)");
            }
            if (!plateauCodes) {
                row[i] = s.integer(site, "row");
                col[i] = s.integer(site, "col");
                rows = Math.max(rows, row[i] + 1);
                cols = Math.max(cols, col[i] + 1);
            }
        }
        int[] cell = new int[n];
        if (plateauCodes) {
            for (int i = 0; i < n; i++) {
                cell[i] = i;
            }
        } else {
            if (rows * cols != n) {
                throw f.error("sites", "do not fill a " + rows + " × " + cols + " rectangle; give \"codes\": \"plateau\" "
                        + "when the codes are Plateau's cells");
            }
            for (int i = 0; i < n; i++) {
                cell[i] = (rows - 1 - row[i]) * cols + col[i];
            }
        }
        return new Sites(name, cell, pieces(file, root, f, name));
    }

    private static Map<Integer, MoveTraceGame.Piece> pieces(Path file, JsonObject root, TraceReader.Fields f, String name) {
        JsonArray components = f.array(root, "components");
        Map<Integer, MoveTraceGame.Piece> out = new HashMap<>();
        MoveTraceGame known = MoveTraceGame.byStem(name).orElse(null);
        for (int i = 0; i < components.size(); i++) {
            TraceReader.Fields c = new TraceReader.Fields(file, 0, "components[" + i + "].");
            JsonObject component = c.object(components.get(i), "");
            int what = c.integer(component, "what");
            int owner = c.integer(component, "owner");
            if (owner < 0 || owner > 2) {
                throw c.error("owner", "is " + owner + ", not 0 (neutral), 1 or 2");
            }
            if (component.has("piece")) {
                out.put(what, new MoveTraceGame.Piece(owner == 0 ? 3 : owner, c.string(component, "piece")));
            } else if (known != null && known.piece(what).isPresent()) {
                out.put(what, known.piece(what).get());
            } else {
                throw c.error("piece", "is missing: name the Plateau piece type of component " + what
                        + (component.has("name") ? " (\"" + component.get("name").getAsString() + "\")" : ""));
            }
        }
        return out;
    }

    private static MovePlayout playout(Sites sites, Path file, int line, JsonObject o) {
        TraceReader.Fields f = new TraceReader.Fields(file, line, "");
        int n = sites.codes();
        if (!f.string(o, "game").equals(sites.game())) {
            throw f.error("game", "is not \"" + sites.game() + "\", the site table's game");
        }
        JsonArray s = f.array(o, "s");
        List<MovePlayout.Step> steps = new ArrayList<>(s.size());
        for (int i = 0; i < s.size(); i++) {
            TraceReader.Fields sf = new TraceReader.Fields(file, line, "s[" + i + "].");
            JsonObject step = sf.object(s.get(i), "");
            int mover = sf.integer(step, "p");
            if (mover != 1 && mover != 2) {
                throw sf.error("p", "is " + mover + ", not 1 or 2");
            }
            int m = sf.integer(step, "m");
            int from = -1;
            int to = -1;
            if (m != -1) {
                if (m < 0 || m >= n * n) {
                    throw sf.error("m", "is " + m + ", not a move code 0 … " + (n * n - 1) + " (promotions are not supported)");
                }
                from = sites.cell(sf, "f", sf.integer(step, "f"));
                to = sites.cell(sf, "t", sf.integer(step, "t"));
            }
            Set<Long> legal = new HashSet<>();
            JsonArray l = sf.array(step, "L");
            for (int k = 0; k < l.size(); k++) {
                long code = sf.integer(l.get(k), "L[" + k + "]");
                if (code == -1) {
                    legal.add(-1L);
                    continue;
                }
                if (code < 0 || code >= (long) n * n) {
                    throw sf.error("L[" + k + "]", "is " + code + ", not a move code 0 … " + (n * n - 1));
                }
                legal.add((long) sites.cell(sf, "L", (int) (code / n)) * n + sites.cell(sf, "L", (int) (code % n)));
            }
            if (!legal.contains(m == -1 ? -1L : (long) from * n + to)) {
                throw sf.error("m", "is not among the legal moves `L`");
            }
            List<MovePlayout.Change> changes = new ArrayList<>();
            JsonArray d = sf.array(step, "d");
            for (int k = 0; k < d.size(); k++) {
                JsonElement e = d.get(k);
                if (!e.isJsonArray() || e.getAsJsonArray().size() < 2) {
                    throw sf.error("d[" + k + "]", "is not [code, what]");
                }
                JsonArray pair = e.getAsJsonArray();
                int cell = sites.cell(sf, "d[" + k + "]", sf.integer(pair.get(0), "d[" + k + "]"));
                changes.add(new MovePlayout.Change(cell, piece(sites, sf, "d[" + k + "]", sf.integer(pair.get(1), "d"))));
            }
            steps.add(new MovePlayout.Step(i, mover - 1, from, to, legal, changes));
        }
        int w = f.integer(o, "w");
        if (w < 0 || w > 2) {
            throw f.error("w", "is " + w + ", not 0, 1 or 2");
        }
        if (f.integer(o, "n") != steps.size()) {
            throw f.error("n", "is " + f.integer(o, "n") + " but `s` has " + steps.size() + " steps");
        }
        return new MovePlayout(sites.game(), file, line, f.longInteger(o, "seed"), board(sites, f, "init", f.array(o, "init")),
                steps, w - 1, board(sites, f, "final", f.array(o, "final")));
    }

    private static MoveTraceGame.Piece[] board(Sites sites, TraceReader.Fields f, String field, JsonArray codes) {
        int n = sites.codes();
        if (codes.size() != n) {
            throw f.error(field, "has " + codes.size() + " entries, but the board has " + n + " codes");
        }
        MoveTraceGame.Piece[] board = new MoveTraceGame.Piece[n];
        for (int code = 0; code < n; code++) {
            JsonElement e = codes.get(code);
            int what = f.integer(e.isJsonArray() ? e.getAsJsonArray().get(0) : e, field + "[" + code + "]");
            board[sites.cellOfCode()[code]] = piece(sites, f, field + "[" + code + "]", what);
        }
        return board;
    }

    private static MoveTraceGame.Piece piece(Sites sites, TraceReader.Fields f, String field, int what) {
        if (what == 0) {
            return null;
        }
        MoveTraceGame.Piece p = sites.pieces().get(what);
        if (p == null) {
            throw f.error(field, "is component " + what + ", which the site table does not list");
        }
        return p;
    }
}

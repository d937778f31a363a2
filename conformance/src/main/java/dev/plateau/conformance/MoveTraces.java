package dev.plateau.conformance;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the reference playouts of a movement game ({@code move-v2}, conformance/README.md, Movement
 * games) into {@link MovePlayout}s. Ludii's codes number a square board row by row from the bottom
 * left; Plateau numbers cells row by row from the top left, so code {@code row · W + col} is cell
 * {@code (H − 1 − row) · W + col}. A move code is {@code from · N + to} (N codes).
 */
public final class MoveTraces {
    private MoveTraces() {}

    /** The site table of a movement game: the Plateau cell of each code. */
    record Sites(String game, int[] cellOfCode) {
        int cell(TraceReader.Fields f, String field, int code) {
            if (code < 0 || code >= cellOfCode.length) {
                throw f.error(field, "is code " + code + ", outside 0 … " + (cellOfCode.length - 1));
            }
            return cellOfCode[code];
        }
    }

    /** Reads {@code <dir>/<stem>.board.json} and {@code <dir>/<stem>.jsonl.gz}. */
    public static List<MovePlayout> read(Path dir, MoveTraceGame game) {
        Sites sites = readSites(dir.resolve(game.stem() + ".board.json"), game);
        Path file = dir.resolve(game.stem() + ".jsonl.gz");
        return TraceReader.readObjects(file, Integer.MAX_VALUE, "playout",
                (f, line, o) -> playout(game, sites, f, line, o));
    }

    static Sites readSites(Path file, MoveTraceGame game) {
        JsonObject root = TraceReader.readObject(file, "site table");
        TraceReader.Fields f = new TraceReader.Fields(file, 0, "");
        String name = f.string(root, "game");
        if (!name.equals(game.stem())) {
            throw f.error("game", "is \"" + name + "\", not \"" + game.stem() + "\"");
        }
        if (!f.string(root, "mode").equals("move-v2")) {
            throw f.error("mode", "is not \"move-v2\"");
        }
        JsonArray sites = f.array(root, "sites");
        int n = sites.size();
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
            row[i] = s.integer(site, "row");
            col[i] = s.integer(site, "col");
            rows = Math.max(rows, row[i] + 1);
            cols = Math.max(cols, col[i] + 1);
        }
        if (rows * cols != n) {
            throw f.error("sites", "do not fill a " + rows + " × " + cols + " rectangle");
        }
        int[] cell = new int[n];
        for (int i = 0; i < n; i++) {
            cell[i] = (rows - 1 - row[i]) * cols + col[i];
        }
        return new Sites(name, cell);
    }

    private static MovePlayout playout(MoveTraceGame game, Sites sites, Path file, int line, JsonObject o) {
        TraceReader.Fields f = new TraceReader.Fields(file, line, "");
        int n = sites.cellOfCode().length;
        if (!f.string(o, "game").equals(game.stem())) {
            throw f.error("game", "is not \"" + game.stem() + "\"");
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
                from = sites.cell(sf, "f", sf.integer(step, "f"));
                to = sites.cell(sf, "t", sf.integer(step, "t"));
                if (m < 0 || m >= n * n) {
                    throw sf.error("m", "is " + m + ", not a move code 0 … " + (n * n - 1) + " (promotions are not supported)");
                }
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
                changes.add(new MovePlayout.Change(cell, piece(game, sf, "d[" + k + "]", sf.integer(pair.get(1), "d"))));
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
        return new MovePlayout(game, file, line, f.longInteger(o, "seed"), board(game, sites, f, "init", f.array(o, "init")),
                steps, w - 1, board(game, sites, f, "final", f.array(o, "final")));
    }

    private static MoveTraceGame.Piece[] board(MoveTraceGame game, Sites sites, TraceReader.Fields f, String field,
            JsonArray codes) {
        int n = sites.cellOfCode().length;
        if (codes.size() != n) {
            throw f.error(field, "has " + codes.size() + " entries, but the board has " + n + " codes");
        }
        MoveTraceGame.Piece[] board = new MoveTraceGame.Piece[n];
        for (int code = 0; code < n; code++) {
            JsonElement e = codes.get(code);
            int what = f.integer(e.isJsonArray() ? e.getAsJsonArray().get(0) : e, field + "[" + code + "]");
            board[sites.cellOfCode()[code]] = piece(game, f, field + "[" + code + "]", what);
        }
        return board;
    }

    private static MoveTraceGame.Piece piece(MoveTraceGame game, TraceReader.Fields f, String field, int what) {
        if (what == 0) {
            return null;
        }
        return game.piece(what).orElseThrow(() -> f.error(field, "is component " + what + ", which "
                + game.stem() + " does not have"));
    }
}

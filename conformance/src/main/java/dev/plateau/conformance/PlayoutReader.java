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
 * Turns one line of a trace file into a {@link Playout} (conformance/README.md, What the code
 * reads), in either format, and checks it against itself and the site table: the same game, codes
 * and players in range, every move among its legal moves, {@code n} and {@code np} matching the
 * steps, boards of one entry per code, two scores where there are scores.
 *
 * <ul>
 *   <li>The placement format: boards are strings of owners (one character 0, 1 or 2 per code),
 *       {@code L} a hexadecimal bit mask over codes with {@code P} when a pass is legal, {@code d}
 *       the cells changed besides the placed one as {@code [code, owner]}.</li>
 *   <li>{@code move-v2}: boards are lists over codes of a component {@code what} or {@code [what,
 *       state, …]}, moves codes {@code from · N + to} (−1 the pass), {@code L} a list of them, and
 *       {@code d} every changed cell as {@code [code, what, state…]}.</li>
 * </ul>
 */
final class PlayoutReader {
    private final Path board;
    private final SiteTable sites;
    private final TraceMapping mapping;
    private final boolean moveV2;
    private final int stateField;

    /**
     * A reader for the playouts of one set.
     *
     * @param board the site table's file, for messages
     * @param sites the sites
     * @param mapping the players and components
     * @param moveV2 whether the table is in the {@code move-v2} format
     * @param stateField where a {@code move-v2} cell entry holds its state, or −1
     */
    PlayoutReader(Path board, SiteTable sites, TraceMapping mapping, boolean moveV2, int stateField) {
        this.board = board;
        this.sites = sites;
        this.mapping = mapping;
        this.moveV2 = moveV2;
        this.stateField = stateField;
    }

    /** Reads one line's object. */
    Playout read(Path file, int line, JsonObject o) {
        TraceReader.Fields f = new TraceReader.Fields(file, line, "");
        String game = f.string(o, "game");
        if (!game.equals(sites.game())) {
            throw new TraceFormatException(file, line, "a playout of \"" + game + "\", but the site table " + board
                    + " is of \"" + sites.game() + "\"");
        }
        JsonArray s = f.array(o, "s");
        List<Playout.Step> steps = new ArrayList<>(s.size());
        int passes = 0;
        for (int i = 0; i < s.size(); i++) {
            TraceReader.Fields sf = new TraceReader.Fields(file, line, "s[" + i + "].");
            Playout.Step step = step(sf, i, sf.object(s.get(i), ""));
            passes += step.move().isPass() ? 1 : 0;
            steps.add(step);
        }
        if (f.integer(o, "n") != steps.size()) {
            throw f.error("n", "is " + f.integer(o, "n") + " but `s` has " + steps.size() + " steps");
        }
        if (o.has("np") && f.integer(o, "np") != passes) {
            throw f.error("np", "is " + f.integer(o, "np") + " but `s` has " + passes + " passes");
        }
        int w = f.integer(o, "w");
        if (w < 0 || w > 2) {
            throw f.error("w", "is " + w + ", not 0, 1 or 2");
        }
        int[] scores = null;
        if (o.has("sc") && !o.get("sc").isJsonNull()) {
            JsonArray sc = f.array(o, "sc");
            if (sc.size() != 2) {
                throw f.error("sc", "has " + sc.size() + " entries, not 2");
            }
            scores = mapping.scores(new int[] {f.integer(sc.get(0), "sc[0]"), f.integer(sc.get(1), "sc[1]")});
        }
        return new Playout(game, sites, file, line, f.longInteger(o, "seed"), position(f, o, "init"), steps,
                mapping.winner(w), position(f, o, "final"), scores, hands(f, o, "init"), hands(f, o, "final"));
    }

    /** The hands [P1, P2] in {@code init} or {@code final}, or null where the site table has none. */
    private int[] hands(TraceReader.Fields f, JsonObject o, String field) {
        if (!moveV2 || !sites.hasHands()) {
            return null;
        }
        JsonArray codes = f.array(o, field);
        int[] hands = new int[2];
        for (int code = 0; code < sites.codes() && code < codes.size(); code++) {
            if (sites.hand(code) != 0) {
                JsonElement e = codes.get(code);
                hands[mapping.player(sites.hand(code))] += e.isJsonArray() && e.getAsJsonArray().get(0).getAsInt() != 0
                        ? count(f, field + "[" + code + "]", e) : 0;
            }
        }
        return hands;
    }

    private Playout.Step step(TraceReader.Fields sf, int index, JsonObject step) {
        int p = sf.integer(step, "p");
        if (p != 1 && p != 2) {
            throw sf.error("p", "is " + p + ", not 1 or 2");
        }
        int mover = mapping.player(p);
        Set<Move> legal = moveV2 ? legalList(sf, step) : legalMask(sf, step);
        Move move = moveV2 ? move(sf, "m", sf.integer(step, "m")) : placement(sf, "m", sf.integer(step, "m"));
        if (!legal.contains(move)) {
            throw sf.error("m", move.isPass() ? "is a pass, but the legal moves `L` hold no pass"
                    + (moveV2 ? "" : " (`P`)") : "is not among the legal moves `L`");
        }
        List<Playout.Change> changes = new ArrayList<>();
        List<Playout.HandChange> hands = new ArrayList<>();
        if (!moveV2 && !move.isPass()) {
            // The placement format lists only the cells changed besides the placed one.
            changes.add(new Playout.Change(move.to(), mapping.piece(p, 0)));
        }
        if (step.has("d")) {
            JsonArray d = sf.array(step, "d");
            for (int k = 0; k < d.size(); k++) {
                String field = "d[" + k + "]";
                int hand = moveV2 ? handOf(sf, field, d.get(k)) : 0;
                if (hand != 0) {
                    hands.add(new Playout.HandChange(mapping.player(hand), count(sf, field, d.get(k))));
                } else {
                    changes.add(change(sf, field, d.get(k)));
                }
            }
        }
        return new Playout.Step(index, mover, move, legal, changes, hands);
    }

    /** The player whose hand a {@code move-v2} change {@code [code, what, count]} is (0: a board site). */
    private int handOf(TraceReader.Fields sf, String field, JsonElement e) {
        if (!e.isJsonArray() || e.getAsJsonArray().isEmpty()) {
            return 0;
        }
        int code = sf.integer(e.getAsJsonArray().get(0), field + "[0]");
        return code >= 0 && code < sites.codes() ? sites.hand(code) : 0;
    }

    /** The count of a hand entry {@code [code, what, count]} or {@code [what, count]}: its last field. */
    private int count(TraceReader.Fields sf, String field, JsonElement e) {
        JsonArray a = e.isJsonArray() ? e.getAsJsonArray() : null;
        if (a == null || a.size() < 2) {
            throw sf.error(field, "is not a hand's entry with its count");
        }
        int count = sf.integer(a.get(a.size() - 1), field);
        if (count < 0) {
            throw sf.error(field, "holds a negative count " + count);
        }
        return count;
    }

    /** The placement format's {@code L}: a hexadecimal bit mask over codes; {@code P} adds the pass. */
    private Set<Move> legalMask(TraceReader.Fields sf, JsonObject step) {
        String hex = sf.string(step, "L");
        if (hex.isEmpty() || !hex.chars().allMatch(ch -> Character.digit(ch, 16) >= 0)) {
            throw sf.error("L", "is not a hexadecimal bit mask: \"" + hex + "\"");
        }
        Set<Move> legal = new HashSet<>();
        for (int k = 0; k < hex.length(); k++) {
            int digit = Character.digit(hex.charAt(hex.length() - 1 - k), 16);
            for (int b = 0; b < 4; b++) {
                if ((digit >> b & 1) != 0) {
                    int code = 4 * k + b;
                    if (code >= sites.codes()) {
                        throw sf.error("L", "marks code " + code + " legal, but the board has codes 0 … " + (sites.codes() - 1));
                    }
                    legal.add(Move.put(sites.cell(code)));
                }
            }
        }
        if (step.has("P") && sf.integer(step, "P") != 0) {
            legal.add(Move.PASS);
        }
        return legal;
    }

    /** {@code move-v2}'s {@code L}: a list of move codes, −1 the pass. */
    private Set<Move> legalList(TraceReader.Fields sf, JsonObject step) {
        JsonArray l = sf.array(step, "L");
        Set<Move> legal = new HashSet<>();
        for (int k = 0; k < l.size(); k++) {
            legal.add(move(sf, "L[" + k + "]", sf.integer(l.get(k), "L[" + k + "]")));
        }
        return legal;
    }

    /** A placement-format move: a code, or −1 for the pass. */
    private Move placement(TraceReader.Fields sf, String field, int code) {
        return code == -1 ? Move.PASS : Move.put(cell(sf, field, code));
    }

    /** A {@code move-v2} move code {@code from · N + to}, or −1 for the pass. */
    private Move move(TraceReader.Fields sf, String field, int code) {
        int n = sites.codes();
        if (code == -1) {
            return Move.PASS;
        }
        if (code < 0 || code >= n * n) {
            throw sf.error(field, "is " + code + ", not a move code 0 … " + (n * n - 1) + " or -1"
                    + (code >= n * n ? " (a promotion's choice, k > 0, cannot be replayed)" : ""));
        }
        int from = code / n % n;
        int to = code % n;
        if (sites.hand(to) != 0) {
            throw sf.error(field, "is " + code + ", a move onto a hand");
        }
        // A piece taken from a hand is put on the board (a Morris placement).
        return sites.hand(from) != 0 ? Move.put(sites.cell(to)) : new Move(sites.cell(from), sites.cell(to));
    }

    private int cell(TraceReader.Fields f, String field, int code) {
        if (code < 0 || code >= sites.codes()) {
            throw f.error(field, "is code " + code + ", outside 0 … " + (sites.codes() - 1));
        }
        return sites.cell(code);
    }

    /** An entry of {@code d}: {@code [code, owner]} in the placement format, {@code [code, what, state…]} in move-v2. */
    private Playout.Change change(TraceReader.Fields sf, String field, JsonElement e) {
        int size = e.isJsonArray() ? e.getAsJsonArray().size() : 0;
        if (moveV2 ? size < 2 : size != 2) {
            throw sf.error(field, moveV2 ? "is not [code, what] or [code, what, state]" : "is not a pair [code, owner]");
        }
        JsonArray entry = e.getAsJsonArray();
        int cell = cell(sf, field + "[0]", sf.integer(entry.get(0), field + "[0]"));
        if (!moveV2) {
            return new Playout.Change(cell, owner(sf, field + "[1]", sf.integer(entry.get(1), field + "[1]")));
        }
        JsonArray content = new JsonArray();
        for (int i = 1; i < entry.size(); i++) {
            content.add(entry.get(i));
        }
        return new Playout.Change(cell, content(sf, field, content));
    }

    /** A placement-format owner 0, 1, 2 as a cell's content. */
    private Piece owner(TraceReader.Fields f, String field, int owner) {
        if (owner < 0 || owner > 2) {
            throw f.error(field, "is " + owner + ", not an owner 0, 1 or 2");
        }
        return mapping.piece(owner, 0);
    }

    /** A {@code move-v2} cell entry, {@code what} or {@code [what, state, …]}, as a cell's content. */
    private Piece content(TraceReader.Fields f, String field, JsonElement e) {
        boolean list = e.isJsonArray();
        int what = f.integer(list ? e.getAsJsonArray().get(0) : e, field);
        int state = list && stateField > 0 && stateField < e.getAsJsonArray().size()
                ? f.integer(e.getAsJsonArray().get(stateField), field) : 0;
        try {
            return mapping.piece(what, state);
        } catch (IllegalArgumentException ex) {
            throw f.error(field, "is " + ex.getMessage());
        }
    }

    /** {@code init} or {@code final}: one entry per code, as a position over cells. */
    private Piece[] position(TraceReader.Fields f, JsonObject o, String field) {
        int m = sites.codes();
        Piece[] position = new Piece[m];
        if (!moveV2) {
            String codes = f.string(o, field);
            if (codes.length() != m) {
                throw f.error(field, "has " + codes.length() + " characters, but the board has " + m + " codes");
            }
            for (int code = 0; code < m; code++) {
                char ch = codes.charAt(code);
                if (ch < '0' || ch > '2') {
                    throw f.error(field, "has '" + ch + "' at code " + code + ", not 0, 1 or 2");
                }
                position[sites.cell(code)] = mapping.piece(ch - '0', 0);
            }
            return position;
        }
        JsonArray codes = f.array(o, field);
        if (codes.size() != m) {
            throw f.error(field, "has " + codes.size() + " entries, but the board has " + m + " codes");
        }
        Piece[] cells = new Piece[sites.cells()];
        for (int code = 0; code < m; code++) {
            if (sites.hand(code) == 0) {
                cells[sites.cell(code)] = content(f, field + "[" + code + "]", codes.get(code));
            }
        }
        return cells;
    }
}

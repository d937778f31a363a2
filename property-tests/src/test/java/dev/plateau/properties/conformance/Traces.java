package dev.plateau.properties.conformance;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;

/**
 * The conformance traces of {@code shared/conformance} (format: its {@code README.md}; meaning:
 * semantics §15), parsed and mapped into Plateau terms, and the replay procedure of §15.4 against
 * any simulator. Nothing here depends on a particular simulator.
 *
 * <h2>Use</h2>
 * <pre>{@code
 * for (Traces.TraceGame g : Traces.TraceGame.values()) {
 *     for (Traces.PlateauPlayout p : Traces.load(g)) {
 *         Traces.replay(p, new MyEnvironmentAdapter(...)); // throws AssertionError on a mismatch
 *     }
 * }
 * }</pre>
 *
 * <h2>Three levels</h2>
 * <ol>
 *   <li>Raw records ({@link RawPlayout}, {@link RawStep}, {@link SiteTable}): the files as written,
 *       in Ludii's codes and player numbers.</li>
 *   <li>Mapped records ({@link PlateauPlayout}, {@link PlateauStep}): cells are Plateau cell
 *       indices (through the site table's {@code ludax_index}, §15.1), players are Plateau player
 *       indices 0 (P1) / 1 (P2) and owners are 0 EMPTY / 1 P1 / 2 P2, with Reversi's players
 *       swapped (§15.2); winners are −1 / 0 / 1.</li>
 *   <li>{@link #replay(PlateauPlayout, Environment)}: drives one environment through the §15.4
 *       procedure via the small {@link Environment} interface, which a batched simulator
 *       implements for one environment index.</li>
 * </ol>
 *
 * <h2>Locating the files</h2>
 * {@link #directory()} uses the system property {@code plateau.conformance.dir}, then the
 * environment variable {@code PLATEAU_CONFORMANCE_DIR}, then the first {@code shared/conformance}
 * found in the working directory or one of its ancestors.
 */
public final class Traces {
    private Traces() {}

    /** The eight games with traces (§15), with their file stems and the facts replay needs. */
    public enum TraceGame {
        /** Tic-Tac-Toe, 3 × 3. */
        TIC_TAC_TOE("tic_tac_toe"),
        /** Connect Four, 6 × 7; codes are landing cells. */
        CONNECT_FOUR("connect_four"),
        /** Gomoku, 15 × 15 vertices. */
        GOMOKU("gomoku"),
        /** Hex 11 × 11, no swap. */
        HEX("hex"),
        /** Pente, 19 × 19 vertices; scores are captured stones. */
        PENTE("pente"),
        /** Reversi: Ludii P1 = Plateau P2; passes are real actions. */
        REVERSI("reversi"),
        /** Yavalath, hexagon 9, no swap. */
        YAVALATH("yavalath"),
        /** Yavalax, 13 × 13 (an independent re-implementation, §15). */
        YAVALAX("yavalax");

        private final String stem;

        TraceGame(String stem) {
            this.stem = stem;
        }

        /** The file stem: {@code <stem>.jsonl.gz} and {@code <stem>.board.json}. */
        public String stem() {
            return stem;
        }

        /** §15.2: Reversi swaps the players (Ludii P1 = Plateau P2). */
        public boolean swapsPlayers() {
            return this == REVERSI;
        }

        /**
         * §15.3/§15.4: true when Ludii's pass is a Plateau action (Reversi, action M); in every other
         * game a Ludii pass is skipped, because Plateau passes the player over automatically.
         */
        public boolean passIsAction() {
            return this == REVERSI;
        }
    }

    // =====================================================================================
    // raw records
    // =====================================================================================

    /**
     * A site table ({@code <game>.board.json}).
     *
     * @param game the game's file stem
     * @param cellOfCode {@code ludax_index} per code: the Plateau cell of each Ludii code
     * @param row Ludii's row per code (counted from the bottom)
     * @param col Ludii's column per code
     * @param label Ludii's label per code ({@code null} where the table has none)
     */
    public record SiteTable(String game, int[] cellOfCode, int[] row, int[] col, String[] label) {
        /** The number of codes (= M, the number of Plateau cells, in all eight games). */
        public int codes() {
            return cellOfCode.length;
        }

        /** The Plateau cell of a Ludii code. */
        public int cell(int code) {
            return cellOfCode[code];
        }
    }

    /**
     * One raw step, in Ludii's terms.
     *
     * @param mover {@code p}: 1 or 2
     * @param move {@code m}: a code, or −1 for a pass
     * @param legalCodes {@code L} decoded: the legal codes, increasing
     * @param passLegal {@code P} present
     * @param diffs {@code d}: other changed cells as {code, new owner (0 emptied, 1, 2)}
     */
    public record RawStep(int mover, int move, SortedSet<Integer> legalCodes, boolean passLegal, List<int[]> diffs) {}

    /**
     * One raw playout, one line of {@code <game>.jsonl.gz}.
     *
     * @param game the game's file stem
     * @param seed the seed
     * @param init {@code init}: one character per code, 0 / 1 / 2
     * @param steps {@code s}
     * @param n {@code n}: steps including passes
     * @param np {@code np}: passes
     * @param winner {@code w}: 1, 2 or 0 (draw)
     * @param finalBoard {@code final}: one character per code
     * @param scores {@code sc}, or {@code null} when absent
     */
    public record RawPlayout(String game, int seed, String init, List<RawStep> steps, int n, int np, int winner,
            String finalBoard, int[] scores) {}

    // =====================================================================================
    // mapped records
    // =====================================================================================

    /** What a mapped step asks of the simulator (§15.4 step 2). */
    public enum StepKind {
        /** A placement on {@link PlateauStep#cell()}. */
        PLACE,
        /** Reversi's pass, played as action M. */
        PASS_ACTION,
        /**
         * A Ludii pass in a game without a pass action: not played. Plateau must already have passed
         * this player over (the current player is someone else) or ended the game.
         */
        SKIPPED_PASS
    }

    /**
     * A cell change listed by a step: {@code cell} gets {@code owner} (0 EMPTY, 1 P1, 2 P2).
     *
     * @param cell a Plateau cell index
     * @param owner 0, 1 or 2 in Plateau players
     */
    public record Change(int cell, int owner) {}

    /**
     * One step in Plateau terms.
     *
     * @param index the index of the step in the raw playout
     * @param kind what to do
     * @param mover the Plateau player index (0 P1, 1 P2) of the player who acts
     * @param cell the Plateau cell placed on, or −1 for a pass
     * @param legalCells the legal placements as Plateau cells, increasing
     * @param passLegal whether a pass was legal (Reversi's action M; in the other games only at
     *     skipped passes)
     * @param changes the other changed cells (Reversi flips, Pente captures), in Plateau owners
     */
    public record PlateauStep(int index, StepKind kind, int mover, int cell, SortedSet<Integer> legalCells,
            boolean passLegal, List<Change> changes) {}

    /**
     * One playout in Plateau terms.
     *
     * @param game the game
     * @param seed the seed
     * @param cells M
     * @param initBoard the initial board per Plateau cell (0 / 1 / 2 in Plateau players)
     * @param steps every raw step, mapped (skipped passes included, marked {@link StepKind#SKIPPED_PASS})
     * @param winner −1 (draw), 0 (P1) or 1 (P2)
     * @param finalBoard the final board per Plateau cell
     * @param scores the final Plateau scores [P1, P2], or {@code null} when the trace has none
     *     (present for Reversi and Pente)
     * @param expectedStepCount §15.4 step 4: n − np, or n in Reversi
     */
    public record PlateauPlayout(TraceGame game, int seed, int cells, int[] initBoard, List<PlateauStep> steps,
            int winner, int[] finalBoard, int[] scores, int expectedStepCount) {
        /** The pass action index M (meaningful for Reversi). */
        public int passAction() {
            return cells;
        }

        @Override
        public String toString() {
            return game + " seed " + seed;
        }
    }

    // =====================================================================================
    // reading
    // =====================================================================================

    /** The conformance directory (see the class comment). */
    public static Path directory() {
        String prop = System.getProperty("plateau.conformance.dir");
        if (prop != null && !prop.isBlank()) {
            return Paths.get(prop);
        }
        String env = System.getenv("PLATEAU_CONFORMANCE_DIR");
        if (env != null && !env.isBlank()) {
            return Paths.get(env);
        }
        List<Path> tried = new ArrayList<>();
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared").resolve("conformance");
            tried.add(candidate);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("conformance traces not found; set -Dplateau.conformance.dir "
                + "or PLATEAU_CONFORMANCE_DIR (tried " + tried + ")");
    }

    /** Reads, maps and returns every playout of a game from {@link #directory()}. */
    public static List<PlateauPlayout> load(TraceGame game) {
        Path dir = directory();
        SiteTable sites = readSites(dir.resolve(game.stem() + ".board.json"));
        List<PlateauPlayout> result = new ArrayList<>();
        for (RawPlayout raw : readPlayouts(dir.resolve(game.stem() + ".jsonl.gz"))) {
            result.add(map(game, raw, sites));
        }
        return result;
    }

    /** Reads a site table. */
    public static SiteTable readSites(Path file) {
        try {
            JsonObject root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
            JsonArray sites = root.getAsJsonArray("sites");
            int n = sites.size();
            int[] cell = new int[n];
            int[] row = new int[n];
            int[] col = new int[n];
            String[] label = new String[n];
            Arrays.fill(cell, -1);
            for (JsonElement e : sites) {
                JsonObject s = e.getAsJsonObject();
                int code = s.get("code").getAsInt();
                cell[code] = s.get("ludax_index").getAsInt();
                row[code] = s.get("row").getAsInt();
                col[code] = s.get("col").getAsInt();
                label[code] = s.has("label") ? s.get("label").getAsString() : null;
            }
            for (int code = 0; code < n; code++) {
                if (cell[code] < 0) {
                    throw new IllegalStateException(file + ": code " + code + " has no site");
                }
            }
            return new SiteTable(root.get("game").getAsString(), cell, row, col, label);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads every playout of a {@code .jsonl.gz} file, one JSON object per line. */
    public static List<RawPlayout> readPlayouts(Path file) {
        List<RawPlayout> result = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if (!line.isBlank()) {
                    result.add(parsePlayout(JsonParser.parseString(line).getAsJsonObject()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return result;
    }

    private static RawPlayout parsePlayout(JsonObject o) {
        List<RawStep> steps = new ArrayList<>();
        for (JsonElement e : o.getAsJsonArray("s")) {
            JsonObject s = e.getAsJsonObject();
            SortedSet<Integer> legal = new TreeSet<>();
            BigInteger bits = new BigInteger(s.get("L").getAsString(), 16);
            for (int c = 0; c < bits.bitLength(); c++) {
                if (bits.testBit(c)) {
                    legal.add(c);
                }
            }
            List<int[]> diffs = new ArrayList<>();
            if (s.has("d")) {
                for (JsonElement d : s.getAsJsonArray("d")) {
                    JsonArray pair = d.getAsJsonArray();
                    diffs.add(new int[] {pair.get(0).getAsInt(), pair.get(1).getAsInt()});
                }
            }
            boolean pass = s.has("P") && s.get("P").getAsInt() != 0;
            steps.add(new RawStep(s.get("p").getAsInt(), s.get("m").getAsInt(), Collections.unmodifiableSortedSet(legal),
                    pass, List.copyOf(diffs)));
        }
        int[] scores = null;
        if (o.has("sc") && !o.get("sc").isJsonNull()) {
            JsonArray sc = o.getAsJsonArray("sc");
            scores = new int[sc.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = sc.get(i).getAsInt();
            }
        }
        return new RawPlayout(o.get("game").getAsString(), o.get("seed").getAsInt(), o.get("init").getAsString(),
                List.copyOf(steps), o.get("n").getAsInt(), o.get("np").getAsInt(), o.get("w").getAsInt(),
                o.get("final").getAsString(), scores);
    }

    // =====================================================================================
    // mapping (§15.1, §15.2)
    // =====================================================================================

    /** §15.2: a Ludii player number (1, 2) → a Plateau player index (0, 1). */
    public static int player(TraceGame game, int ludiiPlayer) {
        if (ludiiPlayer != 1 && ludiiPlayer != 2) {
            throw new IllegalArgumentException("Ludii player " + ludiiPlayer);
        }
        int plateau = ludiiPlayer - 1;
        return game.swapsPlayers() ? 1 - plateau : plateau;
    }

    /** §15.2: a Ludii owner (0 empty, 1, 2) → a Plateau board value (0 EMPTY, 1 P1, 2 P2). */
    public static int owner(TraceGame game, int ludiiOwner) {
        return ludiiOwner == 0 ? 0 : player(game, ludiiOwner) + 1;
    }

    /** §15.2: a Ludii winner (1, 2, 0 = draw) → a Plateau winner (0, 1, −1). */
    public static int winner(TraceGame game, int ludiiWinner) {
        return ludiiWinner == 0 ? -1 : player(game, ludiiWinner);
    }

    /** Maps a board string (one character per code) onto Plateau cells and owners. */
    public static int[] board(TraceGame game, String codes, SiteTable sites) {
        if (codes.length() != sites.codes()) {
            throw new IllegalArgumentException("board has " + codes.length() + " codes, expected " + sites.codes());
        }
        int[] board = new int[sites.codes()];
        for (int code = 0; code < codes.length(); code++) {
            board[sites.cell(code)] = owner(game, codes.charAt(code) - '0');
        }
        return board;
    }

    /** Maps a raw playout into Plateau terms (§15.1, §15.2, §15.4). */
    public static PlateauPlayout map(TraceGame game, RawPlayout raw, SiteTable sites) {
        if (!raw.game().equals(game.stem()) || !sites.game().equals(game.stem())) {
            throw new IllegalArgumentException("trace of " + raw.game() + " / sites of " + sites.game()
                    + " for " + game);
        }
        List<PlateauStep> steps = new ArrayList<>();
        for (int i = 0; i < raw.steps().size(); i++) {
            RawStep s = raw.steps().get(i);
            StepKind kind = s.move() >= 0 ? StepKind.PLACE
                    : game.passIsAction() ? StepKind.PASS_ACTION : StepKind.SKIPPED_PASS;
            SortedSet<Integer> legal = new TreeSet<>();
            for (int code : s.legalCodes()) {
                legal.add(sites.cell(code));
            }
            List<Change> changes = new ArrayList<>();
            for (int[] d : s.diffs()) {
                changes.add(new Change(sites.cell(d[0]), owner(game, d[1])));
            }
            steps.add(new PlateauStep(i, kind, player(game, s.mover()), s.move() >= 0 ? sites.cell(s.move()) : -1,
                    Collections.unmodifiableSortedSet(legal), s.passLegal(), List.copyOf(changes)));
        }
        int[] scores = null;
        if (raw.scores() != null) {
            if (raw.scores().length != 2) {
                throw new IllegalArgumentException("sc has " + raw.scores().length + " entries");
            }
            scores = game.swapsPlayers()
                    ? new int[] {raw.scores()[1], raw.scores()[0]}
                    : new int[] {raw.scores()[0], raw.scores()[1]};
        }
        int expected = game.passIsAction() ? raw.n() : raw.n() - raw.np();
        return new PlateauPlayout(game, raw.seed(), sites.codes(), board(game, raw.init(), sites), List.copyOf(steps),
                winner(game, raw.winner()), board(game, raw.finalBoard(), sites), scores, expected);
    }

    // =====================================================================================
    // replay (§15.4)
    // =====================================================================================

    /**
     * One environment of a simulator, as seen by {@link #replay}. Players are Plateau indices
     * (0 P1, 1 P2), board values 0 EMPTY / 1 P1 / 2 P2, and actions 0 … A−1 with the pass action M
     * where the game has one.
     */
    public interface Environment {
        /** The board, one value per cell. */
        int[] board();

        /** {@code currentPlayer}. */
        int currentPlayer();

        /** {@code legalActionMask}, length A. */
        boolean[] legalActionMask();

        /** {@code terminated}. */
        boolean terminated();

        /** {@code winner}: −1, 0 or 1. */
        int winner();

        /** {@code score[0]}, {@code score[1]}. */
        int[] scores();

        /** {@code stepCount}. */
        int stepCount();

        /** Steps the environment with one action. */
        void step(int action);
    }

    /**
     * Replays a playout against an environment that has just been initialised (§15.4), throwing an
     * {@link AssertionError} that names the game, seed and step at the first difference:
     * <ol>
     *   <li>the initial board equals the mapped {@code init};</li>
     *   <li>for every step: a skipped pass requires the environment to be terminated or to have
     *       another current player; otherwise the environment must be running, its current player
     *       the mapped mover, its legal placements the mapped {@code L}, and (where the action space
     *       has a pass entry) the pass entry must equal {@code P}; after stepping, the board must be
     *       the previous board plus the mover's piece and the listed changes;</li>
     *   <li>at the end: terminated, the mapped winner, the mapped final board, and the scores where
     *       the trace has them;</li>
     *   <li>{@code stepCount} = n − np (Reversi: n).</li>
     * </ol>
     */
    public static void replay(PlateauPlayout p, Environment env) {
        int[] expected = p.initBoard().clone();
        check(p, -1, Arrays.equals(env.board(), expected), "initial board", Arrays.toString(expected),
                Arrays.toString(env.board()));
        for (PlateauStep s : p.steps()) {
            if (s.kind() == StepKind.SKIPPED_PASS) {
                check(p, s.index(), env.terminated() || env.currentPlayer() != s.mover(),
                        "skipped pass: player " + s.mover() + " should have been passed over", "terminated or another player",
                        "running with player " + env.currentPlayer() + " to move");
                continue;
            }
            check(p, s.index(), !env.terminated(), "running", "not terminated", "terminated");
            check(p, s.index(), env.currentPlayer() == s.mover(), "currentPlayer", s.mover(), env.currentPlayer());
            boolean[] mask = env.legalActionMask();
            SortedSet<Integer> legal = new TreeSet<>();
            for (int a = 0; a < Math.min(mask.length, p.cells()); a++) {
                if (mask[a]) {
                    legal.add(a);
                }
            }
            check(p, s.index(), legal.equals(s.legalCells()), "legal placements", s.legalCells(), legal);
            boolean passEntry = mask.length > p.cells() && mask[p.cells()];
            check(p, s.index(), passEntry == s.passLegal(), "pass legal", s.passLegal(), passEntry);
            if (s.kind() == StepKind.PASS_ACTION) {
                env.step(p.passAction());
            } else {
                expected[s.cell()] = s.mover() + 1;
                env.step(s.cell());
            }
            for (Change c : s.changes()) {
                expected[c.cell()] = c.owner();
            }
            check(p, s.index(), Arrays.equals(env.board(), expected), "board after the step",
                    Arrays.toString(expected), Arrays.toString(env.board()));
        }
        check(p, p.steps().size(), env.terminated(), "terminated at the end", true, false);
        check(p, p.steps().size(), env.winner() == p.winner(), "winner", p.winner(), env.winner());
        check(p, p.steps().size(), Arrays.equals(env.board(), p.finalBoard()), "final board",
                Arrays.toString(p.finalBoard()), Arrays.toString(env.board()));
        if (p.scores() != null) {
            check(p, p.steps().size(), Arrays.equals(env.scores(), p.scores()), "scores",
                    Arrays.toString(p.scores()), Arrays.toString(env.scores()));
        }
        check(p, p.steps().size(), env.stepCount() == p.expectedStepCount(), "stepCount", p.expectedStepCount(),
                env.stepCount());
    }

    private static void check(PlateauPlayout p, int step, boolean ok, String what, Object expected, Object actual) {
        if (!ok) {
            throw new AssertionError(p.game() + " seed " + p.seed() + ", step " + step + ": " + what
                    + ": expected " + expected + ", got " + actual);
        }
    }
}

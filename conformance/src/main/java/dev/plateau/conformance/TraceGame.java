package dev.plateau.conformance;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The games that have conformance traces (conformance/README.md), with the facts the mapping and
 * the replay need beyond the site table: the library game and the values of its parameters, whether
 * the players are swapped (README, Players) and whether a pass is a Plateau action (README, Passes).
 */
public enum TraceGame {
    /** Tic-Tac-Toe, 3 × 3. */
    TIC_TAC_TOE("tic_tac_toe"),
    /** Connect Four, 6 × 7; codes are landing cells. */
    CONNECT_FOUR("connect_four"),
    /** Gomoku, 15 × 15 vertices. */
    GOMOKU("gomoku"),
    /** Hex 11 × 11, no swap. */
    HEX("hex"),
    /** Hex 7 × 7, no swap: {@code games/hex.ldx} with {@code size=7}. */
    HEX_7X7("hex_7x7", "hex", Map.of("size", 7)),
    /** Hex 9 × 9, no swap: {@code games/hex.ldx} with {@code size=9}. */
    HEX_9X9("hex_9x9", "hex", Map.of("size", 9)),
    /** Pente, 19 × 19 vertices; scores are captured stones. */
    PENTE("pente"),
    /** Reversi: Ludii P1 = Plateau P2; passes are real actions. */
    REVERSI("reversi"),
    /** Reversi 6 × 6: {@code games/reversi.ldx} with {@code size=6}; players and passes as in Reversi. */
    REVERSI_6X6("reversi_6x6", "reversi", Map.of("size", 6)),
    /** Reversi 10 × 10: {@code games/reversi.ldx} with {@code size=10}; players and passes as in Reversi. */
    REVERSI_10X10("reversi_10x10", "reversi", Map.of("size", 10)),
    /** Yavalath, hexagon 9, no swap. */
    YAVALATH("yavalath"),
    /**
     * Yavalax, 13 × 13 (recorded from an independent re-implementation; conformance/README.md, Where
     * they come from).
     */
    YAVALAX("yavalax");

    private final String stem;
    private final String gameStem;
    private final Map<String, Integer> bindings;

    TraceGame(String stem) {
        this(stem, stem, Map.of());
    }

    TraceGame(String stem, String gameStem, Map<String, Integer> bindings) {
        this.stem = stem;
        this.gameStem = gameStem;
        this.bindings = bindings;
    }

    /** The library game these traces play: {@code games/<gameStem>.ldx}. */
    public String gameStem() {
        return gameStem;
    }

    /** The values of the library game's parameters for these traces (empty: the defaults). */
    public Map<String, Integer> bindings() {
        return bindings;
    }

    /** The name in the files' {@code game} fields and the file stem: {@code <stem>.jsonl.gz}, {@code <stem>.board.json}. */
    public String stem() {
        return stem;
    }

    /**
     * The Plateau cell of a site given by Ludii's row and column, for the site tables that carry no
     * {@code ludax_index} (the {@code move-v2} tables of the games played at another size;
     * conformance/README.md, Coordinates): Hex N × N maps (row, col) to N·col + (N − 1 − row), as
     * {@code ludax_index} does on 11 × 11, and Reversi N × N to (N − 1 − row)·N + col, as on 8 × 8.
     *
     * @param row Ludii's row
     * @param col Ludii's column
     * @param codes the number of sites
     * @throws IllegalArgumentException if this game's tables carry {@code ludax_index}, or the site is off the board
     */
    public int cellOf(int row, int col, int codes) {
        if (!bindings.containsKey("size")) {
            throw new IllegalArgumentException("the site table of " + stem + " must give every site's `ludax_index`");
        }
        int n = bindings.get("size");
        if (codes != n * n || row < 0 || row >= n || col < 0 || col >= n) {
            throw new IllegalArgumentException("site (row " + row + ", col " + col + ") is not on the " + n + " × " + n
                    + " board of " + stem);
        }
        return isReversi() ? (n - 1 - row) * n + col : n * col + (n - 1 - row);
    }

    /** Reversi swaps the players (Ludii P1 = Plateau P2; conformance/README.md, Players), at every size. */
    public boolean swapsPlayers() {
        return isReversi();
    }

    /**
     * True when a Ludii pass is a Plateau action (Reversi at every size, action M); in every other
     * game a Ludii pass is skipped, because Plateau passes the player over automatically
     * (conformance/README.md, Passes).
     */
    public boolean passIsAction() {
        return isReversi();
    }

    private boolean isReversi() {
        return gameStem.equals(REVERSI.gameStem);
    }

    /** The game with this {@link #stem()}, if any. */
    public static Optional<TraceGame> byStem(String stem) {
        return Arrays.stream(values()).filter(g -> g.stem.equals(stem)).findFirst();
    }

    /** The stems of all games, comma-separated (for messages). */
    public static String stems() {
        return Arrays.stream(values()).map(TraceGame::stem).collect(Collectors.joining(", "));
    }
}

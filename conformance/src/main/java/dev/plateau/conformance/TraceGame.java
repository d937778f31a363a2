package dev.plateau.conformance;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The eight games that have conformance traces (conformance/README.md), with the facts the mapping
 * and the replay need beyond the site table: whether the players are swapped (README, Players) and
 * whether a pass is a Plateau action (README, Passes).
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
    /** Pente, 19 × 19 vertices; scores are captured stones. */
    PENTE("pente"),
    /** Reversi: Ludii P1 = Plateau P2; passes are real actions. */
    REVERSI("reversi"),
    /** Yavalath, hexagon 9, no swap. */
    YAVALATH("yavalath"),
    /**
     * Yavalax, 13 × 13 (recorded from an independent re-implementation; conformance/README.md, Where
     * they come from).
     */
    YAVALAX("yavalax");

    private final String stem;

    TraceGame(String stem) {
        this.stem = stem;
    }

    /** The name in the files' {@code game} fields and the file stem: {@code <stem>.jsonl.gz}, {@code <stem>.board.json}. */
    public String stem() {
        return stem;
    }

    /** Reversi swaps the players (Ludii P1 = Plateau P2; conformance/README.md, Players). */
    public boolean swapsPlayers() {
        return this == REVERSI;
    }

    /**
     * True when a Ludii pass is a Plateau action (Reversi, action M); in every other game a Ludii
     * pass is skipped, because Plateau passes the player over automatically (conformance/README.md,
     * Passes).
     */
    public boolean passIsAction() {
        return this == REVERSI;
    }

    /** The game with this {@link #stem()}, if any. */
    public static Optional<TraceGame> byStem(String stem) {
        return Arrays.stream(values()).filter(g -> g.stem.equals(stem)).findFirst();
    }

    /** The stems of all eight games, comma-separated (for messages). */
    public static String stems() {
        return Arrays.stream(values()).map(TraceGame::stem).collect(Collectors.joining(", "));
    }
}

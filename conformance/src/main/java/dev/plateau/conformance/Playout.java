package dev.plateau.conformance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * One playout in Plateau terms (conformance/README.md, Coordinates and Players): cells are Plateau
 * cell indices, players are Plateau player indices 0 (P1) and 1 (P2), board values are 0 EMPTY /
 * 1 P1 / 2 P2, and winners are −1 (draw) / 0 / 1, with Reversi's players swapped. Made by {@link #map}.
 *
 * @param game the game
 * @param sites the site table it was mapped with (to name cells in Ludii's terms)
 * @param file the trace file
 * @param line the playout's line in that file
 * @param seed the seed
 * @param initBoard the initial board per cell
 * @param steps every step of the file, mapped; Ludii passes that Plateau does not play are kept,
 *     marked {@link StepKind#SKIPPED_PASS}
 * @param winner −1 (draw), 0 (P1) or 1 (P2)
 * @param finalBoard the final board per cell
 * @param scores the final scores [P1, P2], or {@code null} where the trace has none (it has them for
 *     Reversi and Pente)
 * @param expectedStepCount n − np, or n in Reversi (conformance/README.md, Replaying a playout)
 */
public record Playout(TraceGame game, SiteTable sites, Path file, int line, long seed, int[] initBoard, List<Step> steps,
        int winner, int[] finalBoard, int[] scores, int expectedStepCount) {

    /** What a step asks of the simulator (conformance/README.md, Replaying a playout). */
    public enum StepKind {
        /** A placement on {@link Step#cell()}. */
        PLACE,
        /** Reversi's pass, played as the pass action M. */
        PASS_ACTION,
        /**
         * A Ludii pass in a game without a pass action: not played. Plateau must already have passed
         * this player over (another player is to move) or ended the game.
         */
        SKIPPED_PASS
    }

    /**
     * A cell that a step changes besides the placed one: Reversi flips, Pente captures.
     *
     * @param cell a Plateau cell
     * @param owner its new value: 0 EMPTY, 1 P1, 2 P2
     */
    public record Change(int cell, int owner) {}

    /**
     * One step in Plateau terms.
     *
     * @param index the step's index in the file's {@code s} array
     * @param kind what to do
     * @param mover the player who acts: 0 P1, 1 P2
     * @param cell the cell placed on, or −1 for a pass
     * @param legalCells the legal placements: bit c is set iff cell c is legal (a copy is kept and returned)
     * @param passLegal whether a pass was legal (Reversi's action M; elsewhere only at skipped passes)
     * @param changes the other changed cells
     */
    public record Step(int index, StepKind kind, int mover, int cell, BitSet legalCells, boolean passLegal,
            List<Change> changes) {
        /** A step; the bit set and the list are copied. */
        public Step {
            legalCells = (BitSet) legalCells.clone();
            changes = List.copyOf(changes);
        }

        /** The legal placements: bit c is set iff cell c is legal (a copy). */
        @Override
        public BitSet legalCells() {
            return (BitSet) legalCells.clone();
        }
    }

    /** M, the number of cells; also the index of the pass action where the game has one. */
    public int cells() {
        return sites.codes();
    }

    /** "gomoku seed 12 (line 13)". */
    public String name() {
        return game.stem() + " seed " + seed + " (" + file.getFileName() + " line " + line + ")";
    }

    @Override
    public String toString() {
        return name();
    }

    // =====================================================================================
    // mapping (conformance/README.md, Coordinates and Players)
    // =====================================================================================

    /** A Ludii player number (1, 2) → a Plateau player index (0, 1) (README, Players). */
    public static int player(TraceGame game, int ludiiPlayer) {
        if (ludiiPlayer != 1 && ludiiPlayer != 2) {
            throw new IllegalArgumentException("Ludii player " + ludiiPlayer);
        }
        int plateau = ludiiPlayer - 1;
        return game.swapsPlayers() ? 1 - plateau : plateau;
    }

    /** A Ludii owner (0 empty, 1, 2) → a Plateau board value (0 EMPTY, 1 P1, 2 P2) (README, Players). */
    public static int owner(TraceGame game, int ludiiOwner) {
        return ludiiOwner == 0 ? 0 : player(game, ludiiOwner) + 1;
    }

    /** A Ludii winner (1, 2, 0 = draw) → a Plateau winner (0, 1, −1) (README, Players). */
    public static int winner(TraceGame game, int ludiiWinner) {
        return ludiiWinner == 0 ? -1 : player(game, ludiiWinner);
    }

    /**
     * Maps a raw playout into Plateau terms and checks that it is consistent with itself and the
     * site table: the same game, boards of one character 0 / 1 / 2 per code, codes in range, players
     * 1 or 2, every placement among its legal codes, every pass allowed by {@code P}, {@code n} and
     * {@code np} matching the steps, two scores where there are scores.
     *
     * @throws TraceFormatException at the playout's line if it is not
     */
    public static Playout map(TraceGame game, RawPlayout raw, SiteTable sites) {
        if (!sites.game().equals(game.stem())) {
            throw fail(raw, "the site table is of " + sites.game() + ", not " + game.stem());
        }
        if (!raw.game().equals(sites.game())) {
            throw fail(raw, "a playout of \"" + raw.game() + "\", but the site table is of \"" + sites.game() + "\"");
        }
        int m = sites.codes();
        List<Step> steps = new ArrayList<>(raw.steps().size());
        int passes = 0;
        for (int i = 0; i < raw.steps().size(); i++) {
            RawStep s = raw.steps().get(i);
            String at = "step " + i + ": ";
            if (s.mover() != 1 && s.mover() != 2) {
                throw fail(raw, at + "the mover `p` is " + s.mover() + ", not 1 or 2");
            }
            if (s.move() < -1 || s.move() >= m) {
                throw fail(raw, at + "the move `m` is " + s.move() + ", not a code 0 … " + (m - 1) + " or -1");
            }
            BitSet codes = s.legalCodes();
            if (codes.length() > m) {
                throw fail(raw, at + "`L` marks code " + (codes.length() - 1) + " legal, but the board has codes 0 … "
                        + (m - 1));
            }
            BitSet legal = new BitSet(m);
            for (int code = codes.nextSetBit(0); code >= 0; code = codes.nextSetBit(code + 1)) {
                legal.set(sites.cell(code));
            }
            StepKind kind;
            if (s.move() >= 0) {
                if (!codes.get(s.move())) {
                    throw fail(raw, at + "the move " + s.move() + " is not among the legal codes `L`");
                }
                kind = StepKind.PLACE;
            } else {
                if (!s.passLegal()) {
                    throw fail(raw, at + "a pass, but `P` does not say a pass is legal");
                }
                passes++;
                kind = game.passIsAction() ? StepKind.PASS_ACTION : StepKind.SKIPPED_PASS;
            }
            List<Change> changes = new ArrayList<>(s.changes().size());
            for (int[] d : s.changes()) {
                if (d[0] < 0 || d[0] >= m) {
                    throw fail(raw, at + "`d` changes code " + d[0] + ", outside 0 … " + (m - 1));
                }
                if (d[1] < 0 || d[1] > 2) {
                    throw fail(raw, at + "`d` gives code " + d[0] + " the owner " + d[1] + ", not 0, 1 or 2");
                }
                changes.add(new Change(sites.cell(d[0]), owner(game, d[1])));
            }
            steps.add(new Step(i, kind, player(game, s.mover()), s.move() >= 0 ? sites.cell(s.move()) : -1, legal,
                    s.passLegal(), changes));
        }
        if (raw.n() != raw.steps().size()) {
            throw fail(raw, "`n` is " + raw.n() + " but `s` has " + raw.steps().size() + " steps");
        }
        if (raw.np() != passes) {
            throw fail(raw, "`np` is " + raw.np() + " but `s` has " + passes + " passes");
        }
        if (raw.winner() < 0 || raw.winner() > 2) {
            throw fail(raw, "the winner `w` is " + raw.winner() + ", not 0, 1 or 2");
        }
        int[] scores = null;
        if (raw.scores() != null) {
            if (raw.scores().length != 2) {
                throw fail(raw, "`sc` has " + raw.scores().length + " entries, not 2");
            }
            scores = game.swapsPlayers()
                    ? new int[] {raw.scores()[1], raw.scores()[0]}
                    : new int[] {raw.scores()[0], raw.scores()[1]};
        }
        int expected = game.passIsAction() ? raw.n() : raw.n() - raw.np();
        return new Playout(game, sites, raw.file(), raw.line(), raw.seed(), board(raw, game, "init", raw.init(), sites),
                List.copyOf(steps), winner(game, raw.winner()), board(raw, game, "final", raw.finalBoard(), sites),
                scores, expected);
    }

    private static int[] board(RawPlayout raw, TraceGame game, String field, String codes, SiteTable sites) {
        if (codes.length() != sites.codes()) {
            throw fail(raw, "`" + field + "` has " + codes.length() + " characters, but the board has " + sites.codes()
                    + " codes");
        }
        int[] board = new int[sites.codes()];
        for (int code = 0; code < codes.length(); code++) {
            char ch = codes.charAt(code);
            if (ch < '0' || ch > '2') {
                throw fail(raw, "`" + field + "` has '" + ch + "' at code " + code + ", not 0, 1 or 2");
            }
            board[sites.cell(code)] = owner(game, ch - '0');
        }
        return board;
    }

    private static TraceFormatException fail(RawPlayout raw, String detail) {
        return new TraceFormatException(raw.file(), raw.line(), detail);
    }
}

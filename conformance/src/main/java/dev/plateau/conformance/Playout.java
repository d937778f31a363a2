package dev.plateau.conformance;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * One reference playout in Plateau terms, whatever its file format (conformance/README.md, What the
 * code reads): cells are Plateau cells, players 0 (P1) and 1 (P2), cell contents {@link Piece}s
 * ({@code null} for an empty cell), winners −1 (draw), 0 or 1. Made by {@link PlayoutReader}.
 *
 * @param game the set's name ({@code game} field)
 * @param sites the site table it was read with (to name cells in the recording engine's terms)
 * @param file the trace file
 * @param line the playout's line in that file
 * @param seed the seed
 * @param init the position before the first step, per cell
 * @param steps every step of the file, passes included
 * @param winner −1 (draw), 0 (P1) or 1 (P2)
 * @param finalPosition the final position, per cell
 * @param scores the final scores [P1, P2], or {@code null} where the trace has none
 * @param initHands the pieces in each player's hand [P1, P2] before the first step, or {@code null}
 *     where the site table has no hands
 * @param finalHands the same at the end, or {@code null}
 */
public record Playout(String game, SiteTable sites, Path file, int line, long seed, Piece[] init, List<Step> steps,
        int winner, Piece[] finalPosition, int[] scores, int[] initHands, int[] finalHands) {

    /** A playout; the list is copied. */
    public Playout {
        steps = List.copyOf(steps);
    }

    /**
     * One step.
     *
     * @param index its index in the file's {@code s}
     * @param mover the player who acts: 0 P1, 1 P2
     * @param move the move made
     * @param legal the legal moves (with {@link Move#PASS} when a pass is legal)
     * @param changes every cell the step changes, with its new content, in the order to apply them
     * @param hands every hand the step changes, with its new count
     */
    public record Step(int index, int mover, Move move, Set<Move> legal, List<Change> changes, List<HandChange> hands) {
        /** A step; the set and the lists are copied. */
        public Step {
            legal = Set.copyOf(legal);
            changes = List.copyOf(changes);
            hands = List.copyOf(hands);
        }

        /** A step that changes no hand. */
        public Step(int index, int mover, Move move, Set<Move> legal, List<Change> changes) {
            this(index, mover, move, legal, changes, List.of());
        }
    }

    /**
     * A player's hand after a step: how many pieces it holds.
     *
     * @param player the Plateau player (0 P1, 1 P2)
     * @param count the pieces in hand after the step
     */
    public record HandChange(int player, int count) {}

    /** A playout without hands. */
    public Playout(String game, SiteTable sites, Path file, int line, long seed, Piece[] init, List<Step> steps,
            int winner, Piece[] finalPosition, int[] scores) {
        this(game, sites, file, line, seed, init, steps, winner, finalPosition, scores, null, null);
    }

    /**
     * A changed cell.
     *
     * @param cell a Plateau cell
     * @param piece its new content, {@code null} if it is emptied
     */
    public record Change(int cell, Piece piece) {}

    /** M, the number of cells. */
    public int cells() {
        return sites.cells();
    }

    /** "gomoku seed 12 (gomoku.jsonl.gz line 13)". */
    public String name() {
        return game + " seed " + seed + " (" + file.getFileName() + " line " + line + ")";
    }

    @Override
    public String toString() {
        return name();
    }
}

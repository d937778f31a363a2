package dev.plateau.conformance;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * One reference playout of a movement game in Plateau terms (conformance/README.md, Movement games):
 * cells are Plateau cells, players 0 (P1) and 1 (P2), pieces {@link MoveTraceGame.Piece}s (null for
 * an empty cell). Made by {@link MoveTraces}.
 *
 * @param game the game's name in the files ({@code breakthrough})
 * @param file the trace file
 * @param line the playout's line in it
 * @param seed the seed
 * @param init the position before the first step, per cell
 * @param steps the steps
 * @param winner −1 (draw), 0 or 1
 * @param finalBoard the final position, per cell
 */
public record MovePlayout(String game, Path file, int line, long seed, MoveTraceGame.Piece[] init,
        List<Step> steps, int winner, MoveTraceGame.Piece[] finalBoard) {

    /**
     * A step.
     *
     * @param index its index in the file's {@code s}
     * @param mover 0 or 1
     * @param from the cell the piece moves from; equal to {@code to} for a step that puts a new piece
     *     (an Amazons shot); −1 for a pass
     * @param to the cell it moves to or where the new piece goes; −1 for a pass
     * @param legal the legal moves as {@code from · M + to} (a new piece: {@code to · M + to}); −1 for a pass
     * @param changes the cells whose content changes, with their new content
     */
    public record Step(int index, int mover, int from, int to, Set<Long> legal, List<Change> changes) {
        public Step {
            legal = Set.copyOf(legal);
            changes = List.copyOf(changes);
        }

        /** Whether the step puts a new piece rather than moving one. */
        public boolean putsPiece() {
            return from == to && from >= 0;
        }
    }

    /**
     * A changed cell.
     *
     * @param cell the cell
     * @param piece its new content, or null if it is emptied
     */
    public record Change(int cell, MoveTraceGame.Piece piece) {}

    /** "breakthrough seed 12 (breakthrough.jsonl.gz line 13)". */
    public String name() {
        return game + " seed " + seed + " (" + file.getFileName() + " line " + line + ")";
    }

    @Override
    public String toString() {
        return name();
    }
}

package dev.plateau.properties.reference;

import java.util.Arrays;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One environment's state and outputs in the {@link ReferenceEngine} (docs/language.md, Game state
 * and Other outputs).
 * Immutable: every array is copied on the way in and on the way out.
 *
 * @param board per cell: 0 EMPTY, 1 a piece of P1, 2 a piece of P2
 * @param phase the phase index of the turn position (docs/language.md, Turn position)
 * @param entry the entry index of the turn position in that phase's order
 * @param prev {@code prev[p]}: the cell of player p's most recent action, or {@link
 *     ReferenceEngine#NONE} (never moved, or last action a pass)
 * @param passed {@code passed[p]}: player p's most recent action was a pass
 * @param score {@code score[p]}, 32-bit wrapping
 * @param currentPlayer 0 (P1) or 1 (P2); in a terminated environment the player who made the
 *     last action
 * @param legal the legal action mask, length A; all true when terminated
 * @param rewards the rewards of the last step, +1 / −1 / 0 per player
 * @param terminated the game is over
 * @param truncated the step limit was reached before the game ended
 * @param winner −1 (none or draw), 0 (P1) or 1 (P2)
 * @param stepCount steps taken while running (docs/language.md, Other outputs)
 * @param boards the boards {@code no_repeat} compares with, oldest first (the start board and the
 *     board after each placement, at most the game's window; empty in games without the rule)
 */
public record RefState(int[] board, int phase, int entry, int[] prev, boolean[] passed, int[] score,
        int currentPlayer, boolean[] legal, int[] rewards, boolean terminated, boolean truncated,
        int winner, int stepCount, java.util.List<int[]> boards) {

    /** A state without boards for {@code no_repeat}. */
    public RefState(int[] board, int phase, int entry, int[] prev, boolean[] passed, int[] score,
            int currentPlayer, boolean[] legal, int[] rewards, boolean terminated, boolean truncated,
            int winner, int stepCount) {
        this(board, phase, entry, prev, passed, score, currentPlayer, legal, rewards, terminated, truncated, winner,
                stepCount, java.util.List.of());
    }

    /** Copies every array. */
    public RefState {
        boards = boards.stream().map(int[]::clone).toList();
        board = board.clone();
        prev = prev.clone();
        passed = passed.clone();
        score = score.clone();
        legal = legal.clone();
        rewards = rewards.clone();
        if (prev.length != 2 || passed.length != 2 || score.length != 2 || rewards.length != 2) {
            throw new IllegalArgumentException("per-player arrays must have length 2");
        }
    }

    @Override
    public int[] board() {
        return board.clone();
    }

    @Override
    public int[] prev() {
        return prev.clone();
    }

    @Override
    public boolean[] passed() {
        return passed.clone();
    }

    @Override
    public int[] score() {
        return score.clone();
    }

    @Override
    public boolean[] legal() {
        return legal.clone();
    }

    @Override
    public int[] rewards() {
        return rewards.clone();
    }

    /** The content of one cell: 0 EMPTY, 1 P1, 2 P2. */
    public int cell(int i) {
        return board[i];
    }

    /** Whether action a is true in the legal mask. */
    public boolean isLegal(int a) {
        return legal[a];
    }

    /** The actions whose mask entry is true, in increasing order. */
    public SortedSet<Integer> legalActions() {
        SortedSet<Integer> result = new TreeSet<>();
        for (int a = 0; a < legal.length; a++) {
            if (legal[a]) {
                result.add(a);
            }
        }
        return result;
    }

    /** A copy with another board. */
    public RefState withBoard(int[] newBoard) {
        return new RefState(newBoard, phase, entry, prev, passed, score, currentPlayer, legal, rewards,
                terminated, truncated, winner, stepCount, boards);
    }

    /** A copy with other previous moves. */
    public RefState withPrev(int prevP1, int prevP2) {
        return new RefState(board, phase, entry, new int[] {prevP1, prevP2}, passed, score, currentPlayer,
                legal, rewards, terminated, truncated, winner, stepCount, boards);
    }

    /** A copy with other pass flags. */
    public RefState withPassed(boolean passedP1, boolean passedP2) {
        return new RefState(board, phase, entry, prev, new boolean[] {passedP1, passedP2}, score,
                currentPlayer, legal, rewards, terminated, truncated, winner, stepCount, boards);
    }

    /** A copy with other scores. */
    public RefState withScore(int scoreP1, int scoreP2) {
        return new RefState(board, phase, entry, prev, passed, new int[] {scoreP1, scoreP2}, currentPlayer,
                legal, rewards, terminated, truncated, winner, stepCount, boards);
    }

    /** A copy with other rewards. */
    public RefState withRewards(int rewardP1, int rewardP2) {
        return new RefState(board, phase, entry, prev, passed, score, currentPlayer, legal,
                new int[] {rewardP1, rewardP2}, terminated, truncated, winner, stepCount, boards);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RefState s
                && Arrays.equals(board, s.board) && phase == s.phase && entry == s.entry
                && Arrays.equals(prev, s.prev) && Arrays.equals(passed, s.passed)
                && Arrays.equals(score, s.score) && currentPlayer == s.currentPlayer
                && Arrays.equals(legal, s.legal) && Arrays.equals(rewards, s.rewards)
                && terminated == s.terminated && truncated == s.truncated && winner == s.winner
                && stepCount == s.stepCount;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new int[] {Arrays.hashCode(board), phase, entry, Arrays.hashCode(prev),
                Arrays.hashCode(passed), Arrays.hashCode(score), currentPlayer, Arrays.hashCode(legal),
                Arrays.hashCode(rewards), terminated ? 1 : 0, truncated ? 1 : 0, winner, stepCount});
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (int v : board) {
            b.append(v == 0 ? '.' : (char) ('0' + v));
        }
        return "RefState[board=" + b + ", position=(" + phase + "," + entry + "), prev=" + Arrays.toString(prev)
                + ", passed=" + Arrays.toString(passed) + ", score=" + Arrays.toString(score)
                + ", currentPlayer=" + currentPlayer + ", legal=" + legalActions()
                + ", rewards=" + Arrays.toString(rewards) + ", terminated=" + terminated
                + ", truncated=" + truncated + ", winner=" + winner + ", stepCount=" + stepCount + "]";
    }
}

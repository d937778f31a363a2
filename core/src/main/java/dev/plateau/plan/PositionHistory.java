package dev.plateau.plan;

import dev.plateau.plan.StateLayout.Kind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The bounded history of positions that {@code repeated} asks about (docs/language.md, repeated):
 * a position packed into words, how often the position after a move has occurred, and the history
 * kept newest first, started again by a capture. Only for games whose layout has a history.
 */
final class PositionHistory {
    private PositionHistory() {}

    /** The history at the start: one entry, the start position, which is its first occurrence. */
    static void start(ProgramBuild c, Map<Integer, Integer> out, Snapshot s, int playerToMove) {
        PlanBuilder b = c.b;
        int zero = b.constant(0);
        out.put(c.field(Kind.HISTORY_COUNT, 0), b.constant(1));
        int[] start = words(c, s, playerToMove);
        int k = start.length;
        for (int e = 0; e < c.scope.extras().historyWindow(); e++) {
            for (int w = 0; w < k; w++) {
                out.put(c.field(Kind.HISTORY, e * k + w), e == 0 ? start[w] : zero);
            }
        }
    }

    /**
     * How often the position {@code now} has occurred, itself included: 1 after a capture, since
     * earlier positions cannot recur.
     */
    static int occurrences(ProgramBuild c, int[] now, int captured) {
        PlanBuilder b = c.b;
        int occurrences = b.constant(1);
        int k = now.length;
        int count = c.field(Kind.HISTORY_COUNT, 0);
        // Oldest entry first, the order in which the entries then move down one place, so that a
        // backend can compare each entry and move it while it is loaded once.
        for (int e = c.scope.extras().historyWindow() - 1; e >= 0; e--) {
            int same = b.binary(BinaryOp.LT, b.constant(e), count);
            for (int w = 0; w < k; w++) {
                same = b.binary(BinaryOp.AND, same, b.binary(BinaryOp.EQ, c.field(Kind.HISTORY, e * k + w), now[w]));
            }
            occurrences = b.binary(BinaryOp.SUB, occurrences, same); // same is −1 or 0
        }
        return b.select(captured, b.constant(1), occurrences);
    }

    /** The history after a move: {@code now} first; a capture starts the history again. */
    static void record(ProgramBuild c, Map<Integer, Integer> out, int[] now, int captured) {
        PlanBuilder b = c.b;
        int window = c.scope.extras().historyWindow();
        int k = now.length;
        int count = c.field(Kind.HISTORY_COUNT, 0);
        int grown = b.select(b.binary(BinaryOp.LT, count, b.constant(window)),
                b.binary(BinaryOp.ADD, count, b.constant(1)), count);
        out.put(c.field(Kind.HISTORY_COUNT, 0), b.select(captured, b.constant(1), grown));
        for (int e = 0; e < window; e++) {
            for (int w = 0; w < k; w++) {
                int older = e == 0 ? now[w] : c.field(Kind.HISTORY, (e - 1) * k + w);
                out.put(c.field(Kind.HISTORY, e * k + w), older);
            }
        }
    }

    /**
     * A position as the history keeps it: every piece board, and the player to move, packed as
     * {@link PositionPacking} says.
     */
    static int[] words(ProgramBuild c, Snapshot s, int playerToMove) {
        PlanBuilder b = c.b;
        List<Bits> boards = new ArrayList<>(List.of(s.p1(), s.p2()));
        if (c.scope.layout().has(Kind.BOARD_NEUTRAL)) {
            boards.add(s.pieces().neutral());
        }
        boards.addAll(s.pieces().stored());
        PositionPacking packing = c.scope.extras().positionPacking();
        int[] words = new int[packing.size()];
        Arrays.fill(words, b.constant(0));
        int last = c.scope.topology().words() - 1;
        for (int i = 0; i < boards.size(); i++) {
            for (int w = 0; w < last; w++) {
                words[packing.fullWord(i, w)] = boards.get(i).word(w);
            }
            int lastWord = boards.get(i).word(last);
            if (packing.lastMask() != -1L) {
                lastWord = b.binary(BinaryOp.AND, lastWord, b.constant(packing.lastMask()));
            }
            pack(b, words, packing.lastWord(i), lastWord);
        }
        pack(b, words, packing.player(), playerToMove);
        return words;
    }

    /** ORs {@code part} (bits that fit from the shift up) into its packed word. */
    private static void pack(PlanBuilder b, int[] words, PositionPacking.Place place, int part) {
        int shifted = place.shift() == 0 ? part : b.shift(ShiftOp.SHL, part, place.shift());
        words[place.word()] = b.binary(BinaryOp.OR, words[place.word()], shifted);
    }
}

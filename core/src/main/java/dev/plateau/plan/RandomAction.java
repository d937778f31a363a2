package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.plan.StateLayout.Kind;
import java.util.Arrays;

/**
 * A uniformly random legal action code, for the fused playout step: the k-th legal action, k drawn
 * from {@link Rng}, in the order of the legal words and of the bits in each.
 */
final class RandomAction {
    /** Legal masks of at least this many words are searched in two levels. */
    private static final int TWO_LEVEL_WORDS = 16;

    private RandomAction() {}

    /**
     * The action code (−1 for a pass) chosen at step {@code steps}. A large mask (Amazons has 144
     * words) is searched in two levels: first the group of words that holds the k-th action, then
     * the word in that group; groups are whole planes, so that a word's code base is its group's
     * base plus the base of its place in the group. See {@link #firstAbove} for each level.
     */
    static int code(ProgramBuild c, Bits legal, int passLegal, int steps) {
        PlanBuilder b = c.b;
        ActionSpace actions = c.scope.actions();
        boolean passes = c.scope.layout().has(Kind.LEGAL_PASS);
        int words = actions.legalWords();
        int size = words < TWO_LEVEL_WORDS ? words : groupSize(words, c.scope.topology().words());
        int groups = (words + size - 1) / size;
        int zero = b.constant(0);
        int[] groupThrough = new int[groups]; // legal actions in groups 0..g
        int placements = zero;
        for (int g = 0; g < groups; g++) {
            int count = zero;
            for (int w = g * size; w < Math.min(words, (g + 1) * size); w++) {
                count = b.binary(BinaryOp.ADD, count, b.unary(UnaryOp.POPCOUNT, legal.word(w)));
            }
            placements = b.binary(BinaryOp.ADD, placements, count);
            groupThrough[g] = placements;
        }
        int total = passes
                ? b.binary(BinaryOp.SUB, placements, passLegal) // passLegal is −1 when legal
                : placements;
        int draw = Rng.draw(b, c.input(Plan.Input.SEED), c.input(Plan.Input.ENV_INDEX), steps);
        int k = Rng.choose(b, draw, total);
        // Where no word holds the k-th action (k draws the pass, or nothing is legal), every level
        // leaves word 0, base 0 and k less every placement.
        int[] groupWords = new int[size];
        int groupBase = zero;
        int inGroup = k;
        if (groups == 1) {
            for (int j = 0; j < size; j++) {
                groupWords[j] = legal.word(j);
            }
        } else {
            int[][] values = new int[groups][size + 1];
            for (int g = 0; g < groups; g++) {
                values[g][0] = b.constant(actions.codeBase(g * size));
                for (int j = 0; j < size; j++) {
                    values[g][j + 1] = g * size + j < words ? legal.word(g * size + j) : zero;
                }
            }
            int[] none = new int[size + 1];
            Arrays.fill(none, zero);
            int[] group = firstAbove(b, k, groupThrough, values, none, placements);
            groupBase = group[0];
            System.arraycopy(group, 1, groupWords, 0, size);
            inGroup = b.binary(BinaryOp.SUB, k, group[size + 1]);
        }
        int[] through = new int[size]; // legal actions in words 0..j of the group
        int[][] values = new int[size][];
        int running = zero;
        for (int j = 0; j < size; j++) {
            running = b.binary(BinaryOp.ADD, running, b.unary(UnaryOp.POPCOUNT, groupWords[j]));
            through[j] = running;
            values[j] = new int[] {groupWords[j], b.constant(actions.codeBase(j))};
        }
        int[] word = firstAbove(b, inGroup, through, values, new int[] {zero, zero}, running);
        int found = b.binary(BinaryOp.LT, k, placements);
        int remaining = b.binary(BinaryOp.SUB, inGroup, word[2]);
        int base = b.binary(BinaryOp.ADD, groupBase, word[1]);
        int code = b.binary(BinaryOp.ADD, base, b.binary(BinaryOp.NTH_SET_BIT, word[0], remaining));
        return passes ? b.select(found, code, b.constant(-1)) : code;
    }

    /** The words of a group: whole planes of {@code planeWords}, about the square root of all of them. */
    private static int groupSize(int words, int planeWords) {
        int root = (int) Math.ceil(Math.sqrt(words));
        return Math.max(1, (root + planeWords - 1) / planeWords) * planeWords;
    }

    /**
     * Of items with running counts {@code through} (item i's count and all before it), the first
     * whose running count exceeds k: its {@code values}, then the running count before it; where
     * none does, {@code none} and {@code noneBefore}. Every item compares k with its running count
     * on its own, and the items are then taken from the last to the first, each one where k is
     * below its running count replacing the choice, so that the first such item is the one left:
     * no flag or remainder carried from item to item.
     */
    private static int[] firstAbove(PlanBuilder b, int k, int[] through, int[][] values, int[] none, int noneBefore) {
        int[] chosen = Arrays.copyOf(none, none.length + 1);
        chosen[none.length] = noneBefore;
        for (int i = through.length - 1; i >= 0; i--) {
            int within = b.binary(BinaryOp.LT, k, through[i]);
            for (int v = 0; v < none.length; v++) {
                chosen[v] = b.select(within, values[i][v], chosen[v]);
            }
            chosen[none.length] = b.select(within, i == 0 ? b.constant(0) : through[i - 1], chosen[none.length]);
        }
        return chosen;
    }
}

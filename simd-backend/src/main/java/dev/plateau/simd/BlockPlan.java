package dev.plateau.simd;

import java.util.BitSet;
import java.util.List;
import java.util.Map;

/**
 * A program's compiled blocks as planned, before their classes are generated ({@link
 * BlockEmitter}): the program's original code, its constant pool, the row length and the rows that
 * hold constants no instruction writes, and each block by id.
 *
 * @param code the program's code before the rewriting, whose positions the blocks name
 * @param constantRows the value of each constant row, by offset, that a block may take as a constant
 */
record BlockPlan(int[] code, long[] pool, int lanes, Map<Integer, Long> constantRows, List<Block> blocks) {
    /**
     * One block: the positions of its instructions, the rows live after it, and for a loop block the
     * position of the {@code FIXPOINT} whose body {@code run} is, else -1.
     */
    record Block(List<Integer> run, BitSet liveAfter, int loop) {
        boolean isLoop() {
            return loop >= 0;
        }
    }
}

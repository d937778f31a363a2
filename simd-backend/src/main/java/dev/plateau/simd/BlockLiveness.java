package dev.plateau.simd;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which rows a compiled block must store: a backward liveness analysis over a program's structured
 * control flow, in which the state and input rows are always read, giving the rows live after each
 * fusable instruction and after each {@code FIXPOINT} (see {@link RowBlocks}). A block stores only
 * the rows that a later instruction of the program, or the engine, reads.
 */
final class BlockLiveness {
    private final int[] code;
    private final int lanes;
    /** The rows live after each fusable instruction, by its position. */
    private final Map<Integer, BitSet> liveAfter = new HashMap<>();
    /** The rows live after each FIXPOINT, by its position. */
    private final Map<Integer, BitSet> liveAfterLoop = new HashMap<>();

    /** The liveness of a whole program, whose first {@code presets} rows are read after it. */
    BlockLiveness(int[] code, int lanes, int presets) {
        this.code = code;
        this.lanes = lanes;
        BitSet alwaysLive = new BitSet();
        alwaysLive.set(0, presets);
        liveIn(0, code.length, alwaysLive);
    }

    /** The rows live after the fusable instruction at {@code pc}. */
    BitSet afterInstruction(int pc) {
        return liveAfter.get(pc);
    }

    /** The rows live after the {@code FIXPOINT} at {@code pc}. */
    BitSet afterLoop(int pc) {
        return liveAfterLoop.get(pc);
    }

    private int rowIndex(int offset) {
        return offset / lanes;
    }

    /**
     * The rows live before {@code [from, to)} given those live after it, recording the rows live
     * after each fusable instruction. Loops are iterated to a fixed point; a nested loop is analysed
     * again on every pass of the loop around it, so the last record of each position is final.
     * Where a body may run no time at all, what is live after the loop is live before it too.
     */
    private BitSet liveIn(int from, int to, BitSet out) {
        List<Integer> starts = new ArrayList<>();
        for (int pc = from; pc < to; pc += RowProgram.instructionLength(code, pc)) {
            starts.add(pc);
        }
        BitSet live = (BitSet) out.clone();
        for (int j = starts.size() - 1; j >= 0; j--) {
            int pc = starts.get(j);
            switch (code[pc]) {
                case Codes.REPEAT -> {
                    int index = rowIndex(code[pc + 1]);
                    BitSet in = loopBodyLiveIn(pc + 4, pc + 4 + code[pc + 3], live, -1, index);
                    in.clear(index);
                    live.or(in);
                }
                case Codes.FIXPOINT -> {
                    liveAfterLoop.put(pc, (BitSet) live.clone());
                    live.or(loopBodyLiveIn(pc + 4, pc + 4 + code[pc + 3], live, rowIndex(code[pc + 1]), -1));
                }
                case Codes.IFANY -> {
                    int body = pc + 3;
                    live.or(liveIn(body, body + code[pc + 2], live));
                    live.set(rowIndex(code[pc + 1]));
                }
                default -> {
                    if (RowBlocks.fusable(code[pc])) {
                        liveAfter.put(pc, (BitSet) live.clone());
                    }
                    live.clear(rowIndex(code[pc + 1]));
                    for (int row : RowBlocks.reads(code, pc)) {
                        live.set(rowIndex(row));
                    }
                }
            }
        }
        return live;
    }

    /**
     * The rows live at the start of a loop's body, iterated to a fixed point: live at the body's
     * end are those live after the loop, the row the loop tests after each pass ({@code tested}, or
     * -1) and those the next pass reads, less the row the loop sets before each pass ({@code
     * setEachPass}, or -1).
     */
    private BitSet loopBodyLiveIn(int body, int bodyEnd, BitSet after, int tested, int setEachPass) {
        BitSet atEnd = (BitSet) after.clone();
        if (tested >= 0) {
            atEnd.set(tested);
        }
        while (true) {
            BitSet in = liveIn(body, bodyEnd, atEnd);
            BitSet next = (BitSet) atEnd.clone();
            BitSet carried = (BitSet) in.clone();
            if (setEachPass >= 0) {
                carried.clear(setEachPass);
            }
            next.or(carried);
            if (next.equals(atEnd)) {
                return in;
            }
            atEnd = next;
        }
    }
}

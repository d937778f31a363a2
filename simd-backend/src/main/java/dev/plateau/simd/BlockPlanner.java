package dev.plateau.simd;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Plans a program's compiled blocks (see {@link RowBlocks}): finds its straight-line runs of
 * fusable instructions, at most {@link RowBlocks#MAX_INSTRUCTIONS} each, and the {@code FIXPOINT}s
 * whose body is one run (loop blocks), and rewrites the program with a {@code BLOCK id length}
 * header before the instructions each block replaces.
 */
final class BlockPlanner {
    private final int[] code;
    private final BlockLiveness liveness;
    private final List<BlockPlan.Block> blocks = new ArrayList<>();

    private BlockPlanner(int[] code, BlockLiveness liveness) {
        this.code = code;
        this.liveness = liveness;
    }

    /** The rewritten program, and the plan of its blocks. */
    record Planned(int[] code, BlockPlan plan) {}

    /** Plans the blocks of a program whose first {@code presets} rows are read after it. */
    static Planned plan(RowProgram program, int lanes, int presets) {
        int[] code = program.code();
        Map<Integer, Long> constantRows = new HashMap<>();
        int[] rows = program.constantRows();
        long[] values = program.constantRowValues();
        for (int i = 0; i < rows.length; i++) {
            constantRows.put(rows[i], values[i]);
        }
        // A block takes a constant row as a constant, which is right only while no instruction writes it.
        for (int pc = 0; pc < code.length; pc += RowBlocks.step(code, pc)) {
            if (RowBlocks.step(code, pc) == RowProgram.instructionLength(code, pc)) {
                constantRows.remove(code[pc + 1]);
            }
        }
        BlockPlanner planner = new BlockPlanner(code, new BlockLiveness(code, lanes, presets));
        List<Integer> out = new ArrayList<>();
        planner.rewrite(0, code.length, out);
        return new Planned(out.stream().mapToInt(Integer::intValue).toArray(),
                new BlockPlan(code, program.constants(), lanes, constantRows, List.copyOf(planner.blocks)));
    }

    /** Copies {@code [from, to)} to {@code out}, with a block header before each run of fusable instructions. */
    private void rewrite(int from, int to, List<Integer> out) {
        int pc = from;
        while (pc < to) {
            int op = code[pc];
            switch (op) {
                case Codes.REPEAT, Codes.FIXPOINT, Codes.IFANY -> {
                    // The header's last int is the body's length, which the rewritten body changes.
                    int header = RowBlocks.step(code, pc);
                    int bodyEnd = pc + header + code[pc + header - 1];
                    List<Integer> body = new ArrayList<>();
                    rewrite(pc + header, bodyEnd, body);
                    List<Integer> loop = new ArrayList<>();
                    for (int i = pc; i < pc + header - 1; i++) {
                        loop.add(code[i]);
                    }
                    loop.add(body.size());
                    loop.addAll(body);
                    List<Integer> straightBody = op == Codes.FIXPOINT ? straightRun(pc + header, bodyEnd) : null;
                    if (straightBody != null && code[pc + 2] > 0) {
                        // A loop block runs the whole loop, vector by vector; while it is not ready,
                        // the loop runs as written, its body a block of its own.
                        out.add(Codes.BLOCK);
                        out.add(blocks.size());
                        out.add(loop.size());
                        blocks.add(new BlockPlan.Block(straightBody, liveness.afterLoop(pc), pc));
                    }
                    out.addAll(loop);
                    pc = bodyEnd;
                }
                default -> {
                    if (!RowBlocks.fusable(op)) {
                        int length = RowProgram.instructionLength(code, pc);
                        for (int i = 0; i < length; i++) {
                            out.add(code[pc + i]);
                        }
                        pc += length;
                        continue;
                    }
                    List<Integer> run = new ArrayList<>();
                    int end = pc;
                    while (end < to && RowBlocks.fusable(code[end]) && run.size() < RowBlocks.MAX_INSTRUCTIONS) {
                        run.add(end);
                        end += RowProgram.instructionLength(code, end);
                    }
                    out.add(Codes.BLOCK);
                    out.add(blocks.size());
                    out.add(end - pc);
                    for (int i = pc; i < end; i++) {
                        out.add(code[i]);
                    }
                    blocks.add(new BlockPlan.Block(run, liveness.afterInstruction(run.get(run.size() - 1)), -1));
                    pc = end;
                }
            }
        }
    }

    /**
     * The positions of the instructions in {@code [from, to)} if all are block operations and there
     * are at most {@link RowBlocks#MAX_INSTRUCTIONS}, else null.
     */
    private List<Integer> straightRun(int from, int to) {
        List<Integer> run = new ArrayList<>();
        for (int pc = from; pc < to; pc += RowProgram.instructionLength(code, pc)) {
            if (!RowBlocks.fusable(code[pc]) || run.size() == RowBlocks.MAX_INSTRUCTIONS) {
                return null;
            }
            run.add(pc);
        }
        return run.isEmpty() ? null : run;
    }
}

package dev.plateau.plan;

import java.util.List;

/**
 * A straight-line program with bounded loops, run once per environment (in lock step over many).
 * Registers {@code 0 … Plan.inputCount() − 1} are set by the backend before the program runs (the
 * state fields, then the inputs, see {@link Plan}); the state registers hold the new state when it
 * ends.
 *
 * @param name a short name for listings and kernel names ("init", "step", "playout_step")
 * @param ops the operations, in order
 * @param registerCount the number of registers used (all registers are below it)
 */
public record Program(String name, List<Op> ops, int registerCount) {
    public Program {
        ops = List.copyOf(ops);
    }

    /** The number of operations, counting those inside loops and blocks once. */
    public int size() {
        return count(ops);
    }

    private static int count(List<Op> ops) {
        int n = 0;
        for (Op op : ops) {
            n += 1 + switch (op) {
                case Op.Repeat r -> count(r.body());
                case Op.Fixpoint f -> count(f.body());
                case Op.IfAny i -> count(i.body());
                default -> 0;
            };
        }
        return n;
    }
}

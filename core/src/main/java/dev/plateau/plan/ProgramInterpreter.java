package dev.plateau.plan;

import java.util.List;

/**
 * Runs a {@link Program} for one environment over a register file: the normative, scalar executor
 * of the plan. Backends are tested against it operation by operation.
 */
public final class ProgramInterpreter {
    private ProgramInterpreter() {}

    /**
     * Runs the program on {@code registers} (at least {@code program.registerCount()} long), whose
     * preset registers the caller has filled.
     */
    public static void run(Program program, long[] registers) {
        run(program.ops(), registers);
    }

    private static void run(List<Op> ops, long[] r) {
        for (Op op : ops) {
            switch (op) {
                case Op.Const c -> r[c.dst()] = c.value();
                case Op.Move m -> r[m.dst()] = r[m.src()];
                case Op.Unary u -> r[u.dst()] = u.op().apply(r[u.a()]);
                case Op.Binary bin -> r[bin.dst()] = bin.op().apply(r[bin.a()], r[bin.b()]);
                case Op.ShiftImm s -> r[s.dst()] = s.op().apply(r[s.a()], s.amount());
                case Op.Select s -> r[s.dst()] = (r[s.ifTrue()] & r[s.cond()]) | (r[s.ifFalse()] & ~r[s.cond()]);
                case Op.Repeat rep -> {
                    for (int i = 0; i < rep.count(); i++) {
                        r[rep.index()] = i;
                        run(rep.body(), r);
                    }
                }
                case Op.Fixpoint f -> {
                    for (int i = 0; i < f.maxIterations(); i++) {
                        run(f.body(), r);
                        if (r[f.changed()] == 0) {
                            break;
                        }
                    }
                }
                case Op.IfAny b -> {
                    if (r[b.cond()] != 0) {
                        run(b.body(), r);
                    }
                }
            }
        }
    }
}

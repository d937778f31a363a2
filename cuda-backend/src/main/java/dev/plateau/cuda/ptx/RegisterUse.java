package dev.plateau.cuda.ptx;

import dev.plateau.plan.Op;
import dev.plateau.plan.Program;
import java.util.BitSet;
import java.util.List;

/**
 * Which registers a program reads, writes, and may read before writing them: what a kernel must
 * load from memory (state fields), set up (inputs), zero (the program's own registers, so that a
 * register is never undefined on the GPU, as it never is in the interpreter) and store back.
 *
 * <p>The analysis is conservative and structural: a write inside an {@link Op.IfAny} body never
 * counts as definite afterwards; a {@link Op.Repeat} or {@link Op.Fixpoint} body runs at least once
 * (loops with no iteration emit nothing), so its definite writes count after the loop.
 */
public final class RegisterUse {
    private final BitSet read = new BitSet();
    private final BitSet written = new BitSet();
    private final BitSet readFirst = new BitSet();
    private final BitSet definedAtEnd;

    private RegisterUse(Program program) {
        BitSet defined = new BitSet();
        walk(program.ops(), defined);
        this.definedAtEnd = defined;
    }

    /** Analyses a program. */
    public static RegisterUse of(Program program) {
        return new RegisterUse(program);
    }

    /** Whether the program reads register r anywhere. */
    public boolean reads(int r) {
        return read.get(r);
    }

    /** Whether the program writes register r anywhere. */
    public boolean writes(int r) {
        return written.get(r);
    }

    /** Whether the program may read register r before it has written it. */
    public boolean readsBeforeWriting(int r) {
        return readFirst.get(r);
    }

    /** Whether every run of the program writes register r. */
    public boolean alwaysWrites(int r) {
        return definedAtEnd.get(r);
    }

    /**
     * Whether a kernel that runs the program once must load register r (a state field) first: the
     * program may read it before writing it, or may leave it unwritten although it stores it.
     */
    public boolean needsLoad(int r) {
        return readFirst.get(r) || (written.get(r) && !definedAtEnd.get(r));
    }

    private void walk(List<Op> ops, BitSet defined) {
        for (Op op : ops) {
            switch (op) {
                case Op.Const c -> write(c.dst(), defined);
                case Op.Move m -> {
                    use(m.src(), defined);
                    write(m.dst(), defined);
                }
                case Op.Unary u -> {
                    use(u.a(), defined);
                    write(u.dst(), defined);
                }
                case Op.Binary b -> {
                    use(b.a(), defined);
                    use(b.b(), defined);
                    write(b.dst(), defined);
                }
                case Op.ShiftImm s -> {
                    use(s.a(), defined);
                    write(s.dst(), defined);
                }
                case Op.Select s -> {
                    use(s.cond(), defined);
                    use(s.ifTrue(), defined);
                    use(s.ifFalse(), defined);
                    write(s.dst(), defined);
                }
                case Op.Repeat r -> {
                    if (r.count() > 0) {
                        write(r.index(), defined);
                        walk(r.body(), defined);
                    }
                }
                case Op.Fixpoint f -> {
                    if (f.maxIterations() > 0) {
                        walk(f.body(), defined);
                        use(f.changed(), defined);
                    }
                }
                case Op.IfAny i -> {
                    use(i.cond(), defined);
                    walk(i.body(), (BitSet) defined.clone());
                }
            }
        }
    }

    private void use(int r, BitSet defined) {
        read.set(r);
        if (!defined.get(r)) {
            readFirst.set(r);
        }
    }

    private void write(int r, BitSet defined) {
        written.set(r);
        defined.set(r);
    }
}

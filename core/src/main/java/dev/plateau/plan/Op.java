package dev.plateau.plan;

import java.util.List;

/**
 * One operation of a {@link Program}. Registers are numbered from 0; each holds a 64-bit word per
 * environment. The semantics of every operation are exact and the same on every backend; they are
 * written here once and implemented by each executor (the scalar reference executor in this module
 * is the normative one).
 */
public sealed interface Op {
    /** The register this operation writes, or −1 for a loop or block (their bodies write). */
    default int destination() {
        return switch (this) {
            case Const c -> c.dst();
            case Move m -> m.dst();
            case Unary u -> u.dst();
            case Binary b -> b.dst();
            case ShiftImm s -> s.dst();
            case Select s -> s.dst();
            case Repeat r -> -1;
            case Fixpoint f -> -1;
            case IfAny i -> -1;
        };
    }

    /**
     * The registers this operation reads itself: its operands, or a loop's or block's control
     * register ({@code changed}, {@code cond}); not what its body reads.
     */
    default int[] reads() {
        return switch (this) {
            case Const c -> new int[0];
            case Move m -> new int[] {m.src()};
            case Unary u -> new int[] {u.a()};
            case Binary b -> new int[] {b.a(), b.b()};
            case ShiftImm s -> new int[] {s.a()};
            case Select s -> new int[] {s.cond(), s.ifTrue(), s.ifFalse()};
            case Repeat r -> new int[0];
            case Fixpoint f -> new int[] {f.changed()};
            case IfAny i -> new int[] {i.cond()};
        };
    }

    /** {@code dst ← value} in every environment. */
    record Const(int dst, long value) implements Op {}

    /** {@code dst ← src}. */
    record Move(int dst, int src) implements Op {}

    /** {@code dst ← op(a)}. */
    record Unary(int dst, UnaryOp op, int a) implements Op {}

    /** {@code dst ← op(a, b)}. */
    record Binary(int dst, BinaryOp op, int a, int b) implements Op {}

    /** {@code dst ← op(a, amount)} for a shift by a constant amount, 0 ≤ amount ≤ 63. */
    record ShiftImm(int dst, ShiftOp op, int a, int amount) implements Op {
        public ShiftImm {
            if (amount < 0 || amount > 63) {
                throw new IllegalArgumentException("shift amount out of range: " + amount);
            }
        }
    }

    /** {@code dst ← (ifTrue & cond) | (ifFalse & ~cond)}: a bitwise select; cond is usually a boolean. */
    record Select(int dst, int cond, int ifTrue, int ifFalse) implements Op {}

    /**
     * Runs {@code body} {@code count} times with {@code index} = 0, 1, …, count − 1 (the same in every
     * environment).
     */
    record Repeat(int index, int count, List<Op> body) implements Op {
        public Repeat {
            body = List.copyOf(body);
        }
    }

    /**
     * Runs {@code body} until {@code changed} is zero in an environment, at most {@code maxIterations}
     * times. A backend that runs environments in lock step may run the body again in environments
     * whose {@code changed} is already zero; the lowering guarantees that such extra iterations
     * change nothing there (the body computes a fixpoint).
     */
    record Fixpoint(int changed, int maxIterations, List<Op> body) implements Op {
        public Fixpoint {
            body = List.copyOf(body);
        }
    }

    /**
     * Runs {@code body} if {@code cond} is non-zero in some environment of those run together (a
     * backend may also always run it). In environments where {@code cond} is zero the body must not
     * change any value that is used later: the lowering reads the registers the body writes only
     * through selects on {@code cond}, and the mutable registers it assigns there keep their value
     * where {@code cond} is zero. So whether the body ran there is never observable.
     */
    record IfAny(int cond, List<Op> body) implements Op {
        public IfAny {
            body = List.copyOf(body);
        }
    }
}

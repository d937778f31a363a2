package dev.plateau.cuda.ptx;

import dev.plateau.cuda.ptx.Operand.Reg;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The register conventions of the generated kernels, in one place.
 *
 * <ul>
 *   <li>{@code %r<i>} ({@code .b64}): plan register i, for 0 ≤ i < {@code Program.registerCount()}:
 *       the state fields, then the inputs, then the program's own registers, exactly as numbered in
 *       the plan.
 *   <li>{@code %t0 …} ({@code .b64}), {@code %h0 …} ({@code .b32}), {@code %p0 …} ({@code .pred}):
 *       scratch registers of the templates. A template may overwrite any of them and never expects
 *       one to survive to another template (ptxas renames them, so sharing them costs nothing).
 *   <li>{@code %c<d>} ({@code .b32}): the iteration counter of the loop at nesting depth d.
 *   <li>{@code %env} ({@code .b32}): this thread's environment index; {@code %base} ({@code .b64}):
 *       the address of field 0 of this environment; {@code %stride}: the bytes between two fields
 *       (B · 8); {@code %addr}: the address of the field being loaded or stored.
 *   <li>Playout kernel only ({@code .b64}): {@code %seed}, {@code %limit} and {@code %max} (the
 *       parameters), {@code %envid} (first_env + env, the ENV_INDEX input) and {@code %n} (the
 *       steps run so far).
 * </ul>
 */
public final class Registers {
    private Registers() {}

    /** The prefix of plan registers. */
    public static final String PLAN_PREFIX = "%r";
    /** The prefix of 64-bit scratch registers. */
    public static final String WIDE_PREFIX = "%t";
    /** The prefix of 32-bit scratch registers. */
    public static final String NARROW_PREFIX = "%h";
    /** The prefix of predicate scratch registers. */
    public static final String PRED_PREFIX = "%p";
    /** The prefix of loop counters. */
    public static final String COUNTER_PREFIX = "%c";

    /** Scratch {@code .b64} register 0. */
    public static final Reg T0 = new Reg(WIDE_PREFIX + 0);
    /** Scratch {@code .b64} register 1. */
    public static final Reg T1 = new Reg(WIDE_PREFIX + 1);
    /** Scratch {@code .b64} register 2. */
    public static final Reg T2 = new Reg(WIDE_PREFIX + 2);
    /** Scratch {@code .b64} register 3. */
    public static final Reg T3 = new Reg(WIDE_PREFIX + 3);
    /** Scratch {@code .b32} register 0. */
    public static final Reg H0 = new Reg(NARROW_PREFIX + 0);
    /** Scratch {@code .b32} register 1. */
    public static final Reg H1 = new Reg(NARROW_PREFIX + 1);
    /** Scratch predicate 0. */
    public static final Reg P0 = new Reg(PRED_PREFIX + 0);
    /** Scratch predicate 1. */
    public static final Reg P1 = new Reg(PRED_PREFIX + 1);

    /** This thread's environment index ({@code .b32}). */
    public static final Reg ENV = new Reg("%env");
    /** The address of field 0 of this thread's environment ({@code .b64}). */
    public static final Reg BASE = new Reg("%base");
    /** B · 8, the bytes from one field of an environment to the next ({@code .b64}). */
    public static final Reg STRIDE = new Reg("%stride");
    /** The address being loaded or stored ({@code .b64}). */
    public static final Reg ADDR = new Reg("%addr");
    /** The playout's seed parameter ({@code .b64}). */
    public static final Reg SEED = new Reg("%seed");
    /** The playout's step-limit parameter ({@code .b64}). */
    public static final Reg LIMIT = new Reg("%limit");
    /** The playout's max-steps parameter ({@code .b64}). */
    public static final Reg MAX = new Reg("%max");
    /** The playout's ENV_INDEX input, first_env + env ({@code .b64}). */
    public static final Reg ENV_ID = new Reg("%envid");
    /** The playout steps run so far ({@code .b64}). */
    public static final Reg STEPS = new Reg("%n");

    /** The special registers of the thread index: ctaid.x, ntid.x, tid.x. */
    public static final Reg CTAID_X = new Reg("%ctaid.x");
    /** The block size. */
    public static final Reg NTID_X = new Reg("%ntid.x");
    /** The thread's index in its block. */
    public static final Reg TID_X = new Reg("%tid.x");

    /** Plan register i. */
    public static Reg plan(int i) {
        return new Reg(PLAN_PREFIX + i);
    }

    /** The loop counter of nesting depth d. */
    public static Reg counter(int depth) {
        return new Reg(COUNTER_PREFIX + depth);
    }

    /** A register declaration: {@code .reg type name;} or, for a numbered family, {@code .reg type prefix<count>;}. */
    public record Declaration(PtxType type, String name, int count) {
        /** The declaration without indentation. */
        public String render() {
            return Directive.REG.text() + " " + type.suffix() + " " + name + (count > 0 ? "<" + count + ">" : "") + ";";
        }
    }

    private static final List<Reg> NAMED_B64 = List.of(BASE, STRIDE, ADDR, SEED, LIMIT, MAX, ENV_ID, STEPS);

    /**
     * The declarations a kernel body needs: the plan registers (all of them, so that numbers match
     * the plan), then every scratch family and named register the body uses.
     */
    public static List<Declaration> declarations(int planRegisters, Set<String> used) {
        List<Declaration> d = new ArrayList<>();
        d.add(new Declaration(PtxType.B64, PLAN_PREFIX, planRegisters));
        family(d, used, WIDE_PREFIX, PtxType.B64);
        family(d, used, NARROW_PREFIX, PtxType.B32);
        family(d, used, PRED_PREFIX, PtxType.PRED);
        family(d, used, COUNTER_PREFIX, PtxType.B32);
        if (used.contains(ENV.name())) {
            d.add(new Declaration(PtxType.B32, ENV.name(), 0));
        }
        for (Reg r : NAMED_B64) {
            if (used.contains(r.name())) {
                d.add(new Declaration(PtxType.B64, r.name(), 0));
            }
        }
        return d;
    }

    private static void family(List<Declaration> d, Set<String> used, String prefix, PtxType type) {
        int count = 0;
        for (String name : used) {
            if (name.startsWith(prefix) && name.length() > prefix.length()
                    && name.substring(prefix.length()).chars().allMatch(Character::isDigit)) {
                count = Math.max(count, Integer.parseInt(name.substring(prefix.length())) + 1);
            }
        }
        if (count > 0) {
            d.add(new Declaration(type, prefix, count));
        }
    }
}

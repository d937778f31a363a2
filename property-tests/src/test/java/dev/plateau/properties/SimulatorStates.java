package dev.plateau.properties;

import dev.plateau.board.Topology;
import dev.plateau.plan.Plan;
import dev.plateau.plan.Positions;
import dev.plateau.plan.StateLayout;
import dev.plateau.plan.StateLayout.Field;
import dev.plateau.plan.StateLayout.Kind;
import dev.plateau.sim.Simulator;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Test helpers that read one environment's raw state in the plan's {@link StateLayout} and check
 * that it is structurally valid, whatever the game: the invariants of the layout that every state
 * reachable from {@code init} by {@code step}, {@code stepRandom} or {@code playouts} must satisfy.
 *
 * <p>The checks (docs/language.md, The simulator's view, and the layout's documentation):
 *
 * <ul>
 *   <li>the two boards are disjoint and hold only cell bits of the topology (no padding bits, no
 *       bits beyond the layout); the legal mask holds only cell bits;
 *   <li>flags (terminated, truncated, legal pass, pass flags) are 0 or 1; the player is 0 or 1 and,
 *       while the game is not terminated, the player at the turn position; the position indexes the
 *       plan's positions;
 *   <li>rewards are in {−1, 0, +1} and zero-sum; the winner is −1, 0 or 1; a winner, or a non-zero
 *       reward, only in a terminated game, where the winner's reward is +1 (or both are 0 on later
 *       steps); never terminated and truncated at once;
 *   <li>previous moves are −1 or the bit of a cell; a pass flag implies no previous move; the step
 *       count is a non-negative 32-bit value and scores are 32-bit values;
 *   <li>a terminated game's legal mask is all true (pass included); a running or truncated game's
 *       mask is not empty, and pass is legal only when no placement is.
 * </ul>
 */
public final class SimulatorStates {
    private SimulatorStates() {}

    /** The raw value of a field of one environment (the field must exist). */
    public static long field(Simulator sim, Kind kind, int index, int env) {
        StateLayout layout = sim.game().plan().layout();
        return raw(sim, layout.column(kind, index), env);
    }

    /** The raw value of column {@code column} of one environment. */
    public static long raw(Simulator sim, int column, int env) {
        MemorySegment state = sim.rawState();
        return state.get(ValueLayout.JAVA_LONG, StateLayout.offset(column, env, sim.batchSize()));
    }

    /** Every column of one environment, in layout order. */
    public static long[] fields(Simulator sim, int env) {
        int n = sim.game().plan().layout().fieldCount();
        long[] out = new long[n];
        for (int f = 0; f < n; f++) {
            out[f] = raw(sim, f, env);
        }
        return out;
    }

    /** One environment's raw state, one {@code name=value} per field. */
    public static String describe(Simulator sim, int env) {
        List<Field> fields = sim.game().plan().layout().fields();
        StringBuilder out = new StringBuilder();
        for (int f = 0; f < fields.size(); f++) {
            long v = raw(sim, f, env);
            Kind kind = fields.get(f).kind();
            boolean bits = kind == Kind.BOARD_P1 || kind == Kind.BOARD_P2 || kind == Kind.LEGAL;
            out.append(f == 0 ? "" : ", ").append(fields.get(f).name()).append('=')
                    .append(bits ? "0x" + Long.toHexString(v) : Long.toString(v));
        }
        return out.toString();
    }

    /** Asserts that one environment's state is structurally valid; the message names every violation. */
    public static void assertValid(Simulator sim, int env, Supplier<String> context) {
        List<String> violations = violations(sim, env);
        if (!violations.isEmpty()) {
            throw new AssertionError("environment " + env + " is not a valid state: " + violations
                    + "\nstate: " + describe(sim, env) + "\n" + context.get());
        }
    }

    /** The structural violations of one environment's state (empty when it is valid). */
    public static List<String> violations(Simulator sim, int env) {
        Plan plan = sim.game().plan();
        StateLayout layout = plan.layout();
        Topology topology = plan.topology();
        Positions positions = plan.positions();
        List<String> bad = new ArrayList<>();
        int words = layout.words();
        long[] cellBits = new long[words];
        for (int c = 0; c < topology.cellCount(); c++) {
            int bit = topology.bitOf(c);
            cellBits[bit >>> 6] |= 1L << (bit & 63);
        }
        boolean terminated = flag(sim, bad, Kind.TERMINATED, 0, env);
        boolean truncated = flag(sim, bad, Kind.TRUNCATED, 0, env);
        if (terminated && truncated) {
            bad.add("terminated and truncated at once");
        }
        boolean anyPlacement = false;
        boolean allPlacements = true;
        for (int w = 0; w < words; w++) {
            long p1 = field(sim, Kind.BOARD_P1, w, env);
            long p2 = field(sim, Kind.BOARD_P2, w, env);
            long legal = field(sim, Kind.LEGAL, w, env);
            if ((p1 & p2) != 0) {
                bad.add("P1 and P2 share bits 0x" + Long.toHexString(p1 & p2) + " of word " + w);
            }
            if ((p1 & ~cellBits[w]) != 0 || (p2 & ~cellBits[w]) != 0) {
                bad.add("a board has non-cell bits 0x" + Long.toHexString((p1 | p2) & ~cellBits[w]) + " in word " + w);
            }
            if ((legal & ~cellBits[w]) != 0) {
                bad.add("the legal mask has non-cell bits 0x" + Long.toHexString(legal & ~cellBits[w]) + " in word " + w);
            }
            anyPlacement |= (legal & cellBits[w]) != 0;
            allPlacements &= (legal & cellBits[w]) == cellBits[w];
        }
        boolean passLegal = layout.has(Kind.LEGAL_PASS) && flag(sim, bad, Kind.LEGAL_PASS, 0, env);
        if (terminated && (!allPlacements || (layout.has(Kind.LEGAL_PASS) && !passLegal))) {
            bad.add("terminated but the legal mask is not all true");
        }
        if (!terminated && !anyPlacement && !passLegal) {
            bad.add("not terminated but no action is legal");
        }
        // Only (force_pass) makes a pass the lone legal action; under (pass) it is always legal.
        boolean passAtWill = sim.game().game().phases().stream().anyMatch(p -> p.rule().passAlways());
        if (!terminated && anyPlacement && passLegal && !passAtWill) {
            bad.add("pass is legal together with a placement");
        }
        long position = field(sim, Kind.POSITION, 0, env);
        if (position < 0 || position >= positions.count()) {
            bad.add("position " + position + " is not one of the " + positions.count() + " positions");
        }
        long player = field(sim, Kind.PLAYER, 0, env);
        if (player != 0 && player != 1) {
            bad.add("player " + player);
        } else if (!terminated && position >= 0 && position < positions.count()
                && positions.player((int) position).index() != player) {
            bad.add("player " + player + " is not the player at position " + position);
        }
        long r1 = field(sim, Kind.REWARD, 0, env);
        long r2 = field(sim, Kind.REWARD, 1, env);
        if (r1 < -1 || r1 > 1 || r2 < -1 || r2 > 1) {
            bad.add("rewards " + r1 + ", " + r2 + " outside {-1, 0, 1}");
        }
        if (r1 != -r2) {
            bad.add("rewards " + r1 + ", " + r2 + " are not zero-sum");
        }
        long winner = field(sim, Kind.WINNER, 0, env);
        if (winner < -1 || winner > 1) {
            bad.add("winner " + winner);
        }
        if (winner != -1 && !terminated) {
            bad.add("winner " + winner + " in a game that is not terminated");
        }
        if ((r1 != 0 || r2 != 0) && !terminated) {
            bad.add("non-zero rewards in a game that is not terminated");
        }
        if ((r1 != 0 || r2 != 0) && (winner == -1 || (winner == 0 ? r1 : r2) != 1)) {
            bad.add("rewards " + r1 + ", " + r2 + " do not match winner " + winner);
        }
        long steps = field(sim, Kind.STEPS, 0, env);
        if (steps < 0 || steps > Integer.MAX_VALUE) {
            bad.add("step count " + steps);
        }
        for (int p = 0; p < 2; p++) {
            long prev = -1;
            if (layout.has(Kind.PREV)) {
                prev = field(sim, Kind.PREV, p, env);
                boolean cell = prev >= 0 && prev < topology.bitCount() && topology.cellOfBit((int) prev) >= 0;
                if (prev != -1 && !cell) {
                    bad.add("prev[" + p + "] = " + prev + " is neither -1 nor a cell bit");
                }
            }
            if (layout.has(Kind.PASSED) && flag(sim, bad, Kind.PASSED, p, env) && prev != -1) {
                bad.add("passed[" + p + "] but prev[" + p + "] = " + prev);
            }
            if (layout.has(Kind.SCORE)) {
                long score = field(sim, Kind.SCORE, p, env);
                if (score != (int) score) {
                    bad.add("score[" + p + "] = " + score + " is not a 32-bit value");
                }
            }
        }
        return bad;
    }

    private static boolean flag(Simulator sim, List<String> bad, Kind kind, int index, int env) {
        long v = field(sim, kind, index, env);
        if (v != 0 && v != 1) {
            bad.add(kind + "[" + index + "] = " + v + " is not 0 or 1");
        }
        return v != 0;
    }
}

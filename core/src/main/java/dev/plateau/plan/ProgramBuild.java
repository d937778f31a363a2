package dev.plateau.plan;

import dev.plateau.plan.StateLayout.Kind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * One program of a game's lowering under construction: its {@link PlanBuilder} with the helpers
 * that build on it, and the scaffolding every program shares: the state registers read as fields,
 * boards and snapshots, tables over the positions of play, and the new state written at the end.
 */
final class ProgramBuild {
    final LoweringScope scope;
    final PlanBuilder b;
    final BitBoards bb;
    final Expressions ex;
    final Trials trials;
    final MoveLowering moves;
    private final StateLayout layout;

    /**
     * Whether this is the init program, which computes the state from nothing: the fields it reads
     * hold whatever the batch held before, so nothing may depend on them.
     */
    final boolean atStart;

    ProgramBuild(LoweringScope scope) {
        this(scope, false);
    }

    ProgramBuild(LoweringScope scope, boolean atStart) {
        this.atStart = atStart;
        this.scope = scope;
        this.layout = scope.layout();
        this.b = new PlanBuilder(layout.fieldCount() + Plan.Input.values().length);
        this.bb = new BitBoards(b, scope.topology());
        this.ex = new Expressions(bb, scope.pieces(), scope.game(), scope.actions());
        this.trials = new Trials(ex, scope.options().trials());
        this.moves = new MoveLowering(ex, scope.pieces(), scope.actions(), scope.options().partsApart());
    }

    int field(Kind kind, int index) {
        return layout.column(kind, index);
    }

    int input(Plan.Input in) {
        return layout.fieldCount() + in.ordinal();
    }

    int stored(Kind kind, int index, long absent) {
        return layout.has(kind) ? field(kind, index) : b.constant(absent);
    }

    /** A stored 0/1 flag as a boolean. */
    int flag(Kind kind, int index) {
        return layout.has(kind) ? b.unary(UnaryOp.NEG, field(kind, index)) : b.constant(0);
    }

    Bits board(Kind kind) {
        return words(kind, 0);
    }

    Bits words(Kind kind, int first) {
        return words(kind, first, scope.topology().words());
    }

    Bits words(Kind kind, int first, int count) {
        int[] r = new int[count];
        for (int w = 0; w < r.length; w++) {
            r[w] = field(kind, first + w);
        }
        return new Bits(r);
    }

    Pieces storedPieces() {
        List<Bits> stored = new ArrayList<>();
        for (int t = 0; t < scope.pieces().stored().size(); t++) {
            stored.add(words(Kind.BOARD_TYPE, t * scope.topology().words()));
        }
        return new Pieces(layout.has(Kind.BOARD_NEUTRAL) ? board(Kind.BOARD_NEUTRAL) : bb.none(), stored);
    }

    /** The turn part: −1 (true) during a shot, 0 otherwise. */
    int inShot() {
        return flag(Kind.PART, 0);
    }

    Snapshot snapshot() {
        return new Snapshot(board(Kind.BOARD_P1), board(Kind.BOARD_P2), storedPieces(),
                stored(Kind.PREV, 0, -1), stored(Kind.PREV, 1, -1),
                flag(Kind.PASSED, 0), flag(Kind.PASSED, 1),
                stored(Kind.SCORE, 0, 0), stored(Kind.SCORE, 1, 0), hands(0), hands(1));
    }

    /** A player's counts of pieces in hand, one per hand type. */
    private List<Integer> hands(int player) {
        List<Integer> out = new ArrayList<>();
        int types = scope.extras().handTypes();
        for (int h = 0; h < types; h++) {
            out.add(field(Kind.HAND, player * types + h));
        }
        return out;
    }

    /** A table over positions as a register: constant where all entries agree, else selects. */
    int lookup(int position, IntFunction<Long> table) {
        long[] values = new long[scope.positions().count()];
        for (int p = 0; p < values.length; p++) {
            values[p] = table.apply(p);
        }
        return b.lookup(position, values);
    }

    /** A boolean: the position is one of these. */
    int atAny(int position, List<Integer> set) {
        int r = b.constant(0);
        for (int p : set) {
            r = b.binary(BinaryOp.OR, r, b.binary(BinaryOp.EQ, position, b.constant(p)));
        }
        return r;
    }

    /**
     * The positions whose phase rule has a part of some kind ({@code part} gives it, or empty),
     * grouped by that part, in order of first appearance.
     */
    <K> Map<K, List<Integer>> positionsBy(java.util.function.Function<dev.plateau.rules.PhaseRule, java.util.Optional<K>> part) {
        Map<K, List<Integer>> groups = new LinkedHashMap<>();
        for (int p = 0; p < scope.positions().count(); p++) {
            int position = p;
            part.apply(scope.ruleAt(p)).ifPresent(k -> groups.computeIfAbsent(k, x -> new ArrayList<>()).add(position));
        }
        return groups;
    }

    /** The positions, grouped by a key of their phase, in order of first appearance. */
    <K> Map<K, List<Integer>> byKey(IntFunction<K> keyOfPhase) {
        Map<K, List<Integer>> groups = new LinkedHashMap<>();
        Positions positions = scope.positions();
        for (int p = 0; p < positions.count(); p++) {
            groups.computeIfAbsent(keyOfPhase.apply(positions.phase(p)), k -> new ArrayList<>()).add(p);
        }
        return groups;
    }

    /** Per position, one of several computed values, grouped by a key that decides the value. */
    <K> Bits byPhase(int position, IntFunction<K> keyOfPhase, Function<K, Bits> compute) {
        Bits result = null;
        for (Map.Entry<K, List<Integer>> e : byKey(keyOfPhase).entrySet()) {
            Bits value = compute.apply(e.getKey());
            result = result == null ? value : bb.select(atAny(position, e.getValue()), value, result);
        }
        return result;
    }

    /** Every action, all planes. */
    Bits allActions() {
        List<Bits> planes = new ArrayList<>();
        for (int p = 0; p < scope.actions().planeCount(); p++) {
            planes.add(bb.all());
        }
        return BitBoards.concat(planes);
    }

    /**
     * Writes the state registers (see {@link ParallelAssignment}), then runs the writes that follow
     * it (each changes a few fields that the new values leave as they were, such as one entry of a
     * ring, without a select per field), and builds the program.
     */
    Program finish(String name, Map<Integer, Integer> newValues, Runnable... afterwards) {
        ParallelAssignment.assign(b, newValues);
        for (Runnable write : afterwards) {
            write.run();
        }
        Set<Integer> outputs = new HashSet<>();
        for (int f = 0; f < layout.fieldCount(); f++) {
            outputs.add(f);
        }
        return b.build(name, outputs);
    }

    int bool01(int bool) {
        return b.binary(BinaryOp.AND, bool, b.constant(1));
    }
}

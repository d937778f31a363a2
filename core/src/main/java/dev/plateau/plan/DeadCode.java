package dev.plateau.plan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Removes operations whose results are never used, by backward liveness over structured code.
 * Every operation is pure, so an operation whose destination is dead can go.
 */
final class DeadCode {
    private DeadCode() {}

    static List<Op> eliminate(List<Op> ops, Set<Integer> outputs) {
        List<Op> result = new ArrayList<>();
        sweep(ops, new HashSet<>(outputs), result);
        return result;
    }

    /** Filters {@code ops} into {@code kept} given the registers live after them; returns live-in. */
    private static Set<Integer> sweep(List<Op> ops, Set<Integer> liveOut, List<Op> kept) {
        Set<Integer> live = new HashSet<>(liveOut);
        List<Op> reversed = new ArrayList<>();
        for (int i = ops.size() - 1; i >= 0; i--) {
            Op op = ops.get(i);
            switch (op) {
                case Op.Repeat r -> {
                    Set<Integer> atEnd = loopLiveAtEnd(r.body(), live, Set.of());
                    List<Op> body = new ArrayList<>();
                    Set<Integer> in = sweep(r.body(), atEnd, body);
                    if (!body.isEmpty()) {
                        reversed.add(new Op.Repeat(r.index(), r.count(), body));
                        live.addAll(in);
                        live.remove(r.index());
                    }
                }
                case Op.Fixpoint f -> {
                    Set<Integer> atEnd = loopLiveAtEnd(f.body(), live, Set.of(f.changed()));
                    List<Op> body = new ArrayList<>();
                    Set<Integer> in = sweep(f.body(), atEnd, body);
                    reversed.add(new Op.Fixpoint(f.changed(), f.maxIterations(), body));
                    live = in;
                }
                case Op.IfAny b -> {
                    List<Op> body = new ArrayList<>();
                    Set<Integer> in = sweep(b.body(), live, body);
                    if (!body.isEmpty()) {
                        reversed.add(new Op.IfAny(b.cond(), body));
                        live.addAll(in);
                        live.add(b.cond());
                    }
                }
                default -> {
                    int dst = op.destination();
                    if (live.contains(dst)) {
                        reversed.add(op);
                        live.remove(dst);
                        for (int u : op.reads()) {
                            live.add(u);
                        }
                    }
                }
            }
        }
        for (int i = reversed.size() - 1; i >= 0; i--) {
            kept.add(reversed.get(i));
        }
        return live;
    }

    /** The registers live at the end of a loop body: after the loop, plus the back edge. */
    private static Set<Integer> loopLiveAtEnd(List<Op> body, Set<Integer> liveAfterLoop, Set<Integer> extra) {
        Set<Integer> atEnd = new HashSet<>(liveAfterLoop);
        atEnd.addAll(extra);
        while (true) {
            Set<Integer> in = sweep(body, atEnd, new ArrayList<>());
            if (atEnd.containsAll(in)) {
                return atEnd;
            }
            atEnd.addAll(in);
        }
    }


}

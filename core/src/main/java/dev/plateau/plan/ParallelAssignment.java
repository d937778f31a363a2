package dev.plateau.plan;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a program's new state into the state registers as one parallel assignment: every new
 * value is computed from the old state, and a field whose old value is another field's new value
 * (a history entry moving down one place) is written only after it has been read.
 */
final class ParallelAssignment {
    private ParallelAssignment() {}

    /**
     * Assigns each destination register its source register, all as if at once; a cycle, which
     * nothing lowers today, would be broken by a copy.
     */
    static void assign(PlanBuilder b, Map<Integer, Integer> newValues) {
        Map<Integer, Integer> pending = new LinkedHashMap<>();
        newValues.forEach((dst, src) -> {
            if (dst.intValue() != src.intValue()) {
                pending.put(dst, src);
            }
        });
        while (!pending.isEmpty()) {
            Set<Integer> stillRead = new HashSet<>(pending.values());
            List<Integer> ready = pending.keySet().stream().filter(dst -> !stillRead.contains(dst)).toList();
            if (ready.isEmpty()) {
                Map.Entry<Integer, Integer> first = pending.entrySet().iterator().next();
                first.setValue(b.variable(first.getValue()));
                continue;
            }
            for (int dst : ready) {
                b.assign(dst, pending.remove(dst));
            }
        }
    }
}

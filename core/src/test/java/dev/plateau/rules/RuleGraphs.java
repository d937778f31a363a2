package dev.plateau.rules;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Walks rule graphs in tests, by reflection over the record components of the nodes (independent
 * of the analysis's own walk).
 */
public final class RuleGraphs {
    private RuleGraphs() {}

    /** Every node object reachable from {@code root}, root first, depth first. */
    public static List<Node> nodes(Node root) {
        List<Node> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private static void visit(Object value, List<Node> out) {
        switch (value) {
            case Node n -> {
                out.add(n);
                for (RecordComponent rc : n.getClass().getRecordComponents()) {
                    try {
                        visit(rc.getAccessor().invoke(n), out);
                    } catch (ReflectiveOperationException e) {
                        throw new AssertionError(e);
                    }
                }
            }
            case List<?> list -> list.forEach(v -> visit(v, out));
            case Optional<?> opt -> opt.ifPresent(v -> visit(v, out));
            case null -> { } // the player of a neutral start placement
            default -> { }
        }
    }
}

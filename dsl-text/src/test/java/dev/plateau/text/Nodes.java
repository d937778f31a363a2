package dev.plateau.text;

import dev.plateau.rules.Node;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Walks a rule graph: every node object reachable from a root, root first. */
final class Nodes {
    private Nodes() {}

    /** Every node object in the graph under {@code root}, including it, in depth-first order. */
    static List<Node> all(Node root) {
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
            default -> { }
        }
    }
}

package dev.plateau.analysis;

import dev.plateau.diagnostics.Diagnostic;
import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * Collects the diagnostics of one game's analysis, each at the span of its node (or of the nearest
 * enclosing node that has one), and gives them back in source order, each problem once.
 */
final class Reporter {
    private record Found(Diagnostic diagnostic, int order) {}

    private final SourceMap sources;
    private final List<Found> found = new ArrayList<>();

    Reporter(SourceMap sources) {
        this.sources = sources;
    }

    /** Where the game's nodes were written. */
    SourceMap sources() {
        return sources;
    }

    /** An error at a node, with a hint or null. */
    void error(Node node, Deque<Node> ancestors, String message, String hint) {
        found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.ofNullable(hint)),
                found.size()));
    }

    /** A warning at a node. */
    void warn(Node node, Deque<Node> ancestors, String message) {
        found.add(new Found(new Diagnostic(message, spanOf(node, ancestors), Optional.empty()).asWarning(),
                found.size()));
    }

    /** The node's span, or that of its nearest enclosing node that has one. */
    private Optional<Span> spanOf(Node node, Deque<Node> ancestors) {
        Optional<Span> span = sources.spanOf(node);
        Iterator<Node> outward = ancestors.descendingIterator();
        while (span.isEmpty() && outward.hasNext()) {
            span = sources.spanOf(outward.next());
        }
        return span;
    }

    /** The diagnostics, errors and warnings, in source order, each problem once. */
    List<Diagnostic> diagnostics() {
        Comparator<Found> bySource = Comparator
                .comparingInt((Found f) -> f.diagnostic().span().map(Span::line).orElse(0))
                .thenComparingInt(f -> f.diagnostic().span().map(Span::column).orElse(0))
                .thenComparingInt(Found::order);
        return found.stream().sorted(bySource).map(Found::diagnostic).distinct().toList();
    }
}

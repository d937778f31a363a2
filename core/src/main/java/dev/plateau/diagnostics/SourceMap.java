package dev.plateau.diagnostics;

import dev.plateau.rules.Node;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where each node of a rule graph was written, for games read from text. Nodes are keyed by
 * identity: two equal nodes at different places in a file keep their own positions. Games built in
 * Java have the {@link #EMPTY} map.
 */
public final class SourceMap {
    /** The map of a game without source text. */
    public static final SourceMap EMPTY = new SourceMap("<java>", null, Map.of());

    private final String file;
    private final String text;
    private final Map<Node, Span> spans;

    private SourceMap(String file, String text, Map<Node, Span> spans) {
        this.file = file;
        this.text = text;
        this.spans = spans;
    }

    /** A map for a source file, filled by the reader through {@link #put}. */
    public static SourceMap forSource(String file, String text) {
        return new SourceMap(file, text, new IdentityHashMap<>());
    }

    /** Records where a node was written. */
    public void put(Node node, Span span) {
        spans.put(node, span);
    }

    /** Where this node (this very object) was written, if known. */
    public Optional<Span> spanOf(Node node) {
        return Optional.ofNullable(spans.get(node));
    }

    /** The file name used in positions. */
    public String file() {
        return file;
    }

    /** The source text, or null for games built in Java. */
    public String text() {
        return text;
    }
}

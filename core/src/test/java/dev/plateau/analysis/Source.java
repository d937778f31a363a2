package dev.plateau.analysis;

import dev.plateau.diagnostics.SourceMap;
import dev.plateau.diagnostics.Span;
import dev.plateau.rules.Node;

/**
 * A hand-filled {@link SourceMap} for tests: the text of a game and, for each node a test cares
 * about, the span of a piece of that text. The text reader is not used.
 */
final class Source {
    static final String FILE = "test.ldx";

    final String text;
    final SourceMap map;

    Source(String text) {
        this.text = text;
        this.map = SourceMap.forSource(FILE, text);
    }

    /** Records that {@code node} was written at the first occurrence of {@code needle}. */
    <T extends Node> T at(String needle, T node) {
        return at(needle, 0, node);
    }

    /** Records that {@code node} was written at occurrence {@code nth} (0-based) of {@code needle}. */
    <T extends Node> T at(String needle, int nth, T node) {
        map.put(node, span(needle, nth));
        return node;
    }

    /** The span of occurrence {@code nth} (0-based) of {@code needle}: 1-based line and column. */
    Span span(String needle, int nth) {
        int index = -1;
        for (int i = 0; i <= nth; i++) {
            index = text.indexOf(needle, index + 1);
            if (index < 0) {
                throw new IllegalArgumentException("`" + needle + "` occurs fewer than " + (nth + 1) + " times");
            }
        }
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new Span(FILE, line, index - lineStart + 1, needle.length());
    }
}

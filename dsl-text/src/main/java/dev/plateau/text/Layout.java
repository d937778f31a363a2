package dev.plateau.text;

import java.util.List;

/**
 * Lays a {@link Doc} out in lines of at most {@link #WIDTH} characters where possible, in the
 * Lisp style of the library games: a group that fits on the rest of the line is written flat,
 * otherwise its header stays on the first line and the other items go below it, aligned or
 * indented. The layout depends only on the document, so the output is deterministic.
 */
final class Layout {
    /** The preferred line width. */
    static final int WIDTH = 100;

    private final StringBuilder out = new StringBuilder();
    private int column;

    private Layout() {}

    /** The laid-out text of {@code doc}, starting at column 0, without a final line break. */
    static String render(Doc doc) {
        Layout layout = new Layout();
        layout.emit(doc, 0);
        return layout.out.toString();
    }

    /** Writes {@code doc} at the current column; {@code trailing} closing parentheses follow it. */
    private void emit(Doc doc, int trailing) {
        switch (doc) {
            case Doc.Atom a -> append(a.text());
            case Doc.Group g -> {
                String flat = g.flat();
                if (!g.mustBreak() && column + flat.length() + trailing <= WIDTH) {
                    append(flat);
                } else {
                    broken(g, trailing);
                }
            }
        }
    }

    private void broken(Doc.Group g, int trailing) {
        List<Doc> items = g.items();
        int start = column;
        append("(");
        int header = Math.max(1, Math.min(g.header(), items.size()));
        int align = start + 1;
        for (int i = 0; i < header; i++) {
            if (i > 0) {
                append(" ");
            }
            align = column;
            emit(items.get(i), i == items.size() - 1 ? trailing + 1 : 0);
        }
        int indent = g.style() == Doc.Style.BODY ? start + 2 : align;
        for (int i = header; i < items.size(); i++) {
            out.append('\n').append(" ".repeat(indent));
            column = indent;
            emit(items.get(i), i == items.size() - 1 ? trailing + 1 : 0);
        }
        append(")");
    }

    private void append(String text) {
        out.append(text);
        column += text.length();
    }
}

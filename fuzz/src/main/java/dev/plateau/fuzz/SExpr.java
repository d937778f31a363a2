package dev.plateau.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A game text as a plain tree of atoms and parenthesised lists, for mutations that keep the
 * parentheses balanced. It knows nothing of the language beyond its tokens: words and numbers,
 * quoted names (no escapes), comments from {@code ;} to the end of the line (dropped) and
 * parentheses. A tree is mutable; {@link #copy()} makes an independent one.
 */
sealed interface SExpr {
    /** A word, number or quoted name, as written. */
    record Atom(String text) implements SExpr {
        @Override
        public SExpr copy() {
            return this;
        }

        @Override
        public void write(StringBuilder out) {
            out.append(text);
        }
    }

    /** A parenthesised list; its children may be changed in place. */
    record Form(List<SExpr> children) implements SExpr {
        @Override
        public SExpr copy() {
            List<SExpr> copies = new ArrayList<>(children.size());
            for (SExpr child : children) {
                copies.add(child.copy());
            }
            return new Form(copies);
        }

        @Override
        public void write(StringBuilder out) {
            out.append('(');
            for (int i = 0; i < children.size(); i++) {
                if (i > 0) {
                    out.append(' ');
                }
                children.get(i).write(out);
            }
            out.append(')');
        }

        /** The head word, such as {@code place} in {@code (place …)}, or null. */
        String head() {
            return !children.isEmpty() && children.get(0) instanceof Atom a ? a.text() : null;
        }
    }

    /** A deep copy (atoms are shared: they cannot change). */
    SExpr copy();

    /** Appends the text of this tree, on one line. */
    void write(StringBuilder out);

    /** The text of this tree, on one line. */
    static String text(SExpr e) {
        StringBuilder out = new StringBuilder();
        e.write(out);
        return out.toString();
    }

    /**
     * The top-level trees of a text; unbalanced parentheses are closed at the end or ignored, so
     * that any text gives some trees.
     */
    static List<SExpr> parse(String text) {
        List<List<SExpr>> open = new ArrayList<>();
        open.add(new ArrayList<>());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end + 1;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(') {
                open.add(new ArrayList<>());
                i++;
            } else if (c == ')') {
                if (open.size() > 1) {
                    List<SExpr> done = open.removeLast();
                    open.getLast().add(new Form(done));
                }
                i++;
            } else if (c == '"') {
                int end = text.indexOf('"', i + 1);
                int stop = end < 0 ? text.length() : end + 1;
                open.getLast().add(new Atom(text.substring(i, stop)));
                i = stop;
            } else {
                int start = i;
                while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && "();\"".indexOf(text.charAt(i)) < 0) {
                    i++;
                }
                open.getLast().add(new Atom(text.substring(start, i)));
            }
        }
        while (open.size() > 1) {
            List<SExpr> done = open.removeLast();
            open.getLast().add(new Form(done));
        }
        return open.getFirst();
    }

    /** Every node of a tree in preorder, the tree itself first. */
    static List<SExpr> nodes(SExpr root) {
        List<SExpr> all = new ArrayList<>();
        collect(root, all);
        return all;
    }

    private static void collect(SExpr e, List<SExpr> all) {
        all.add(e);
        if (e instanceof Form f) {
            for (SExpr child : f.children()) {
                collect(child, all);
            }
        }
    }
}

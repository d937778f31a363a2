package dev.plateau.text;

import java.util.List;

/**
 * An S-expression ready for layout: a word, or a parenthesised group with layout instructions.
 * {@link Layout} decides where the lines break.
 */
sealed interface Doc {
    /** The text when the whole expression is on one line. */
    String flat();

    /** True if the expression cannot be written on one line. */
    boolean mustBreak();

    /** A word, number, keyword argument or quoted name. */
    record Atom(String text) implements Doc {
        @Override
        public String flat() {
            return text;
        }

        @Override
        public boolean mustBreak() {
            return false;
        }
    }

    /**
     * How a broken group places the items after its header: {@code ALIGN} puts each under the last
     * header item, as in {@code (and empty\n     (or …))}; {@code BODY} indents them two columns from
     * the group's {@code (}, as in a phase's mechanic under {@code (repeat (P1 P2)}.
     */
    enum Style {
        ALIGN,
        BODY
    }

    /**
     * A parenthesised group.
     *
     * @param items the items, usually starting with the head word
     * @param header how many items stay on the first line when the group is broken
     * @param style where the other items go when it is broken
     * @param forceBreak whether the group is always broken, one item per line after the header
     */
    record Group(List<Doc> items, int header, Style style, boolean forceBreak) implements Doc {
        /** Copies the items. */
        public Group {
            items = List.copyOf(items);
        }

        @Override
        public String flat() {
            StringBuilder out = new StringBuilder("(");
            for (int i = 0; i < items.size(); i++) {
                if (i > 0) {
                    out.append(' ');
                }
                out.append(items.get(i).flat());
            }
            return out.append(')').toString();
        }

        @Override
        public boolean mustBreak() {
            return forceBreak || items.stream().anyMatch(Doc::mustBreak);
        }
    }
}

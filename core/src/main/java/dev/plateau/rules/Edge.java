package dev.plateau.rules;

/**
 * A named board edge (docs/language.md, Edges). Grid boards have top, bottom, left and right; the
 * hexagon has top, bottom and the four diagonal edges.
 */
public enum Edge {
    TOP("top"),
    BOTTOM("bottom"),
    LEFT("left"),
    RIGHT("right"),
    TOP_LEFT("top_left"),
    TOP_RIGHT("top_right"),
    BOTTOM_LEFT("bottom_left"),
    BOTTOM_RIGHT("bottom_right");

    private final String word;

    Edge(String word) {
        this.word = word;
    }

    /** The keyword in {@code .ldx} text. */
    public String word() {
        return word;
    }

    /** The edge with this keyword, or {@code null}. */
    public static Edge byWord(String word) {
        for (Edge e : values()) {
            if (e.word.equals(word)) {
                return e;
            }
        }
        return null;
    }
}

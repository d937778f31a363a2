package dev.plateau.rules;

import java.util.List;

/**
 * Who owns the pieces of a piece type (docs/language.md, {@code pieces}): both players ({@code each},
 * one set per player), one player, or nobody ({@code neutral}: blockers such as the arrows of
 * Amazons, which belong to neither player).
 */
public enum PieceOwner {
    EACH("each"),
    P1("P1"),
    P2("P2"),
    NEUTRAL("neutral");

    private final String word;

    PieceOwner(String word) {
        this.word = word;
    }

    /** The keyword in {@code .ldx} text. */
    public String word() {
        return word;
    }

    /** The owner with this {@code .ldx} keyword, or {@code null}. */
    public static PieceOwner byWord(String word) {
        for (PieceOwner o : values()) {
            if (o.word.equals(word)) {
                return o;
            }
        }
        return null;
    }

    /** Whether a player may own pieces of this type. */
    public boolean ownedBy(Player player) {
        return this == EACH || (this == P1 && player == Player.P1) || (this == P2 && player == Player.P2);
    }

    /** The sides whose pieces these can be: 0 for P1, 1 for P2, 2 for neutral. */
    public List<Integer> sides() {
        return switch (this) {
            case EACH -> List.of(0, 1);
            case P1 -> List.of(0);
            case P2 -> List.of(1);
            case NEUTRAL -> List.of(2);
        };
    }
}

package dev.plateau.rules;

/**
 * A player named relative to the context: {@code mover} is the context's player (the player about
 * to move when legality is computed, the player who just moved in effects and end rules) and
 * {@code opponent} the other one (docs/language.md, {@code mover}, {@code opponent}).
 */
public enum Who {
    MOVER("mover"),
    OPPONENT("opponent");

    private final String word;

    Who(String word) {
        this.word = word;
    }

    /** The keyword in {@code .ldx} text. */
    public String word() {
        return word;
    }

    /** The player with this {@code .ldx} keyword, or {@code null}. */
    public static Who byWord(String word) {
        for (Who w : values()) {
            if (w.word.equals(word)) {
                return w;
            }
        }
        return null;
    }

    /** The player this names when the context's mover is {@code mover}. */
    public Player resolve(Player mover) {
        return this == MOVER ? mover : mover.opponent();
    }
}

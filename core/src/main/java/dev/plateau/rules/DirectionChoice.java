package dev.plateau.rules;

import java.util.Set;

/**
 * What {@code direction:} accepts: a single {@link Direction} or a group named by an {@link
 * Orientation}. {@code orientation:} (in {@code line} and {@code custodial}) accepts only the
 * latter.
 */
public sealed interface DirectionChoice permits Direction, Orientation {
    /** The keyword in {@code .ldx} text. */
    String word();

    /**
     * The directions this names before the board is known. {@link Orientation#ANY} names all eight;
     * a hex board keeps the six it has.
     */
    Set<Direction> directions();

    /** The direction or orientation with this {@code .ldx} keyword, or {@code null}. */
    static DirectionChoice byWord(String word) {
        for (Direction d : Direction.values()) {
            if (d.word().equals(word)) {
                return d;
            }
        }
        return Orientation.byWord(word);
    }
}

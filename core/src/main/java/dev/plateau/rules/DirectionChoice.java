package dev.plateau.rules;

import java.util.Set;

/**
 * What {@code direction:} accepts: a single {@link Direction} or a group named by an {@link
 * Orientation}. {@code orientation:} (in {@code line} and {@code custodial}) accepts only the
 * latter. Moves also take a {@link RelativeDirection} ({@code forward}, …), which only they accept.
 */
public sealed interface DirectionChoice permits Direction, Orientation, RelativeDirection {
    /** The keyword in {@code .ldx} text. */
    String word();

    /**
     * The directions this names before the board is known (a relative direction: both ways it can
     * point). {@link Orientation#ANY} names all eight;
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

package dev.plateau.rules;

import java.util.Set;

/**
 * A direction seen from the mover (docs/language.md, Moves): {@code forward} is {@code up} for P1
 * and {@code down} for P2, and so on, the board turned half a turn for P2. Only moves take them.
 */
public enum RelativeDirection implements DirectionChoice {
    FORWARD("forward", Direction.UP),
    BACKWARD("backward", Direction.DOWN),
    FORWARD_LEFT("forward_left", Direction.UP_LEFT),
    FORWARD_RIGHT("forward_right", Direction.UP_RIGHT),
    BACKWARD_LEFT("backward_left", Direction.DOWN_LEFT),
    BACKWARD_RIGHT("backward_right", Direction.DOWN_RIGHT);

    private final String word;
    private final Direction forP1;

    RelativeDirection(String word, Direction forP1) {
        this.word = word;
        this.forP1 = forP1;
    }

    @Override
    public String word() {
        return word;
    }

    /** The direction on the board when P1 moves; P2 moves the opposite way. */
    public Direction forP1() {
        return forP1;
    }

    /** The direction on the board when this player moves. */
    public Direction of(Player player) {
        return player == Player.P1 ? forP1 : forP1.opposite();
    }

    @Override
    public Set<Direction> directions() {
        return Set.of(forP1, forP1.opposite());
    }

    /** The relative direction with this {@code .ldx} keyword, or {@code null}. */
    public static RelativeDirection byWord(String word) {
        for (RelativeDirection r : values()) {
            if (r.word.equals(word)) {
                return r;
            }
        }
        return null;
    }
}

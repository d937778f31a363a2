package dev.plateau.rules;

import java.util.Set;

/**
 * One of the eight single-step directions. Hex boards have six of them (no {@code up}, no
 * {@code down}); the steps on every board kind are in docs/language.md, Directions.
 */
public enum Direction implements DirectionChoice {
    UP_LEFT("up_left"),
    UP("up"),
    UP_RIGHT("up_right"),
    LEFT("left"),
    RIGHT("right"),
    DOWN_LEFT("down_left"),
    DOWN("down"),
    DOWN_RIGHT("down_right");

    private final String word;

    Direction(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }

    @Override
    public Set<Direction> directions() {
        return Set.of(this);
    }

    /** The direction one step back. */
    public Direction opposite() {
        return switch (this) {
            case UP_LEFT -> DOWN_RIGHT;
            case UP -> DOWN;
            case UP_RIGHT -> DOWN_LEFT;
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
            case DOWN_LEFT -> UP_RIGHT;
            case DOWN -> UP;
            case DOWN_RIGHT -> UP_LEFT;
        };
    }

    /** The axis this direction moves along. */
    public Axis axis() {
        return switch (this) {
            case LEFT, RIGHT -> Axis.HORIZONTAL;
            case UP, DOWN -> Axis.VERTICAL;
            case UP_LEFT, DOWN_RIGHT -> Axis.BACK_DIAGONAL;
            case UP_RIGHT, DOWN_LEFT -> Axis.FORWARD_DIAGONAL;
        };
    }
}

package dev.plateau.rules;

/**
 * An orientation family: one axis of the board, walked in its step direction (docs/language.md,
 * Lines on the board). Square and rectangle boards have all four; hex boards have no vertical axis.
 */
public enum Axis {
    HORIZONTAL(Direction.RIGHT),
    VERTICAL(Direction.DOWN),
    BACK_DIAGONAL(Direction.DOWN_RIGHT),
    FORWARD_DIAGONAL(Direction.DOWN_LEFT);

    private final Direction step;

    Axis(Direction step) {
        this.step = step;
    }

    /** The direction of one step along a window of this family. */
    public Direction step() {
        return step;
    }
}

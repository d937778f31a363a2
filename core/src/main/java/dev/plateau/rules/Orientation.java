package dev.plateau.rules;

import java.util.EnumSet;
import java.util.Set;

/**
 * A named group of axes (docs/language.md, Directions and Lines on the board). As a direction set
 * it holds both directions of each of its axes; for {@code line} and {@code custodial} it selects
 * the axes as orientation families.
 */
public enum Orientation implements DirectionChoice {
    HORIZONTAL("horizontal", EnumSet.of(Axis.HORIZONTAL)),
    VERTICAL("vertical", EnumSet.of(Axis.VERTICAL)),
    ORTHOGONAL("orthogonal", EnumSet.of(Axis.HORIZONTAL, Axis.VERTICAL)),
    DIAGONAL("diagonal", EnumSet.of(Axis.BACK_DIAGONAL, Axis.FORWARD_DIAGONAL)),
    BACK_DIAGONAL("back_diagonal", EnumSet.of(Axis.BACK_DIAGONAL)),
    FORWARD_DIAGONAL("forward_diagonal", EnumSet.of(Axis.FORWARD_DIAGONAL)),
    ANY("any", EnumSet.allOf(Axis.class));

    private final String word;
    private final Set<Axis> axes;

    Orientation(String word, Set<Axis> axes) {
        this.word = word;
        this.axes = axes;
    }

    @Override
    public String word() {
        return word;
    }

    /** The axes this orientation selects, before the board is known. */
    public Set<Axis> axes() {
        return EnumSet.copyOf(axes);
    }

    @Override
    public Set<Direction> directions() {
        Set<Direction> result = EnumSet.noneOf(Direction.class);
        for (Axis a : axes) {
            result.add(a.step());
            result.add(a.step().opposite());
        }
        return result;
    }

    /** The orientation with this {@code .ldx} keyword, or {@code null}. */
    public static Orientation byWord(String word) {
        for (Orientation o : values()) {
            if (o.word.equals(word)) {
                return o;
            }
        }
        return null;
    }
}

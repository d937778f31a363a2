package dev.plateau.rules;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The place mechanic {@code (place [who] (destination m) [(result p)] [(effects …)] [(no_suicide)]
 * [(no_repeat window:D)]) [(force_pass) | (pass)]} (docs/language.md, {@code place}).
 *
 * @param placer whose piece is placed: the mover's, or the opponent's under {@code (place opponent …)}
 * @param destination the cells a placement may go to
 * @param result the optional result constraint, tested by trial placement
 * @param effects the effects run after a placement, in order (may be empty)
 * @param forcePass whether the phase has {@code (force_pass)}: pass is legal exactly when no
 *     placement is
 * @param passAlways whether the phase has {@code (pass)}: pass is always legal
 * @param noSuicide with {@code (no_suicide [direction:D])}, the directions that join the placed
 *     piece's group: a placement after which (and after its effects) that group has no liberty is illegal
 * @param noRepeat with {@code (no_repeat window:D)}, the window: a placement whose board, after its
 *     effects, equals one of the last D boards of the game is illegal
 */
public record Mechanic(Who placer, Mask destination, Optional<Pred> result, List<Effect> effects,
        boolean forcePass, boolean passAlways, Optional<DirectionChoice> noSuicide, OptionalInt noRepeat)
        implements PhaseRule {
    /** The placer when none is written: the mover places its own piece. */
    public static final Who DEFAULT_PLACER = Who.MOVER;
    /** The directions of {@code (no_suicide)} when {@code direction:} is omitted: all of them. */
    public static final DirectionChoice DEFAULT_SUICIDE_DIRECTION = Orientation.ANY;
    /** The largest window of {@code (no_repeat window:D)}. */
    public static final int MAX_REPEAT_WINDOW = 2048;

    public Mechanic {
        RuleException.require(placer != null && destination != null && result != null && noSuicide != null
                && noRepeat != null, "`(place …)` needs a player and a destination");
        RuleException.require(!(forcePass && passAlways), "a phase has `(force_pass)` or `(pass)`, not both");
        noSuicide.ifPresent(d -> Mask.Adjacent.requireAbsolute(d, "no_suicide"));
        noRepeat.ifPresent(w -> RuleException.require(w >= 1 && w <= MAX_REPEAT_WINDOW, "`(no_repeat window:" + w
                + ")`: the window must be 1 … " + MAX_REPEAT_WINDOW + " boards"));
        effects = List.copyOf(effects);
    }

    /** A mechanic without {@code (pass)}, {@code (no_suicide)} or {@code (no_repeat)}. */
    public Mechanic(Who placer, Mask destination, Optional<Pred> result, List<Effect> effects, boolean forcePass) {
        this(placer, destination, result, effects, forcePass, false, Optional.empty(), OptionalInt.empty());
    }

    /** This mechanic with {@code (pass)} or without it. */
    public Mechanic withPassAlways(boolean value) {
        return new Mechanic(placer, destination, result, effects, forcePass && !value, value, noSuicide, noRepeat);
    }

    /** This mechanic with the legality rules {@code (no_suicide)} and {@code (no_repeat)} as given. */
    public Mechanic withForbidden(Optional<DirectionChoice> suicide, OptionalInt repeat) {
        return new Mechanic(placer, destination, result, effects, forcePass, passAlways, suicide, repeat);
    }
}

package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * The place mechanic {@code (place [who] (destination m) [(result p)] [(effects …)]) [(force_pass)]}
 * (docs/language.md, {@code place}).
 *
 * @param placer whose piece is placed: the mover's, or the opponent's under {@code (place opponent …)}
 * @param destination the cells a placement may go to
 * @param result the optional result constraint, tested by trial placement
 * @param effects the effects run after a placement, in order (may be empty)
 * @param forcePass whether the phase has {@code (force_pass)}: pass is legal exactly when no
 *     placement is
 */
public record Mechanic(Who placer, Mask destination, Optional<Pred> result, List<Effect> effects,
        boolean forcePass) implements PhaseRule {
    /** The placer when none is written: the mover places its own piece. */
    public static final Who DEFAULT_PLACER = Who.MOVER;

    public Mechanic {
        RuleException.require(placer != null && destination != null && result != null,
                "`(place …)` needs a player and a destination");
        effects = List.copyOf(effects);
    }
}

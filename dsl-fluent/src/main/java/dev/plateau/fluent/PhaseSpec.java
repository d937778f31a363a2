package dev.plateau.fluent;

import dev.plateau.rules.Phase;
import java.util.Objects;

/**
 * A finished play phase, ready for {@link GameBuilder.PlayStep#play}: either a phase built with
 * {@code repeat(…).place(…)} / {@code onceThrough(…).place(…)} (see {@link PhaseBuilder}), or a
 * {@link Phase} record wrapped by {@link Ldx#phase(Phase)}.
 */
public sealed interface PhaseSpec permits PhaseBuilder.AfterEffects, PhaseSpec.Of {
    /**
     * The rule-graph node this stands for.
     *
     * @return the phase record, never {@code null}
     */
    Phase phase();

    /**
     * A phase record used as it is.
     *
     * @param phase the rule-graph node
     */
    record Of(Phase phase) implements PhaseSpec {
        /**
         * Wraps a phase record.
         *
         * @param phase the rule-graph node, not {@code null}
         */
        public Of {
            Objects.requireNonNull(phase, "phase");
        }
    }
}

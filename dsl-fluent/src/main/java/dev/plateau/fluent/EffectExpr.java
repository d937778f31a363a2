package dev.plateau.fluent;

import dev.plateau.rules.Effect;
import dev.plateau.rules.Who;
import java.util.Objects;

/**
 * An effect under construction: something that stands for an {@link Effect} (docs/language.md,
 * Effects), for the {@code effects} of a place mechanic.
 *
 * <p>{@code capture} and {@code flip} return their own record with option methods; each returns a
 * new value:
 *
 * <pre>{@code
 * EffectExpr pente = capture(custodial(2)).incrementScore();   // (capture (custodial 2) increment_score:true)
 * EffectExpr own = flip(occupied(), MOVER);                     // (flip occupied mover)
 * }</pre>
 */
public sealed interface EffectExpr permits EffectExpr.Plain, EffectExpr.Capture, EffectExpr.Flip {
    /**
     * The rule-graph node this stands for.
     *
     * @return the effect record, never {@code null}
     */
    Effect effect();

    /**
     * An effect without options: {@code increment_score} or {@code set_score}.
     *
     * @param effect the rule-graph node
     */
    record Plain(Effect effect) implements EffectExpr {
        /**
         * Wraps an effect record.
         *
         * @param effect the rule-graph node, not {@code null}
         */
        public Plain {
            Objects.requireNonNull(effect, "effect");
        }
    }

    /**
     * {@code (capture m [who] [increment_score:B])}, with the target player (default
     * {@code opponent}) and the scoring (default {@code false}) as options.
     *
     * @param effect the rule-graph node
     */
    record Capture(Effect.Capture effect) implements EffectExpr {
        /**
         * Wraps a {@code capture} record.
         *
         * @param effect the rule-graph node, not {@code null}
         */
        public Capture {
            Objects.requireNonNull(effect, "effect");
        }

        /**
         * The same effect with an explicit target: {@code (capture m who …)}.
         *
         * @param who the player whose pieces in the mask are removed
         * @return a new effect; this one is unchanged
         */
        public Capture who(Who who) {
            return new Capture(new Effect.Capture(effect.mask(), who, effect.incrementScore()));
        }

        /**
         * The same effect with {@code increment_score:true}: the mover scores one point per removed
         * piece.
         *
         * @return a new effect; this one is unchanged
         */
        public Capture incrementScore() {
            return incrementScore(true);
        }

        /**
         * The same effect with {@code increment_score:B}.
         *
         * @param incrementScore whether the mover scores one point per removed piece
         * @return a new effect; this one is unchanged
         */
        public Capture incrementScore(boolean incrementScore) {
            return new Capture(new Effect.Capture(effect.mask(), effect.target(), incrementScore));
        }
    }

    /**
     * {@code (flip m [who])}, with the target player (default {@code opponent}) as an option.
     *
     * @param effect the rule-graph node
     */
    record Flip(Effect.Flip effect) implements EffectExpr {
        /**
         * Wraps a {@code flip} record.
         *
         * @param effect the rule-graph node, not {@code null}
         */
        public Flip {
            Objects.requireNonNull(effect, "effect");
        }

        /**
         * The same effect with an explicit target: {@code (flip m who)}.
         *
         * @param who the player whose pieces in the mask change colour
         * @return a new effect; this one is unchanged
         */
        public Flip who(Who who) {
            return new Flip(new Effect.Flip(effect.mask(), who));
        }
    }
}

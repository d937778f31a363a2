package dev.plateau.fluent;

import dev.plateau.rules.Pred;
import java.util.Objects;

/**
 * A predicate under construction: something that stands for a {@link Pred} (true or false,
 * docs/language.md, Predicates). Every predicate factory of {@link Ldx} returns one, and every
 * argument that the language requires to be a predicate ({@code result}, the condition of an end
 * rule, the operands of a predicate {@code and}, {@code or}, {@code not}) is typed
 * {@code PredExpr}.
 *
 * <p>The language lets a bare function stand for a predicate ("its value is above 0"), so every
 * {@link FuncExpr} is also a {@code PredExpr}: {@code when(line(3), moverWins())} compiles, and its
 * condition is {@code Pred.Positive(Func.Line(3, ANY, false))}. A mask is not a predicate; write
 * {@code exists(m)}.
 */
public sealed interface PredExpr permits PredExpr.Plain, FuncExpr {
    /**
     * The rule-graph node this stands for.
     *
     * @return the predicate record, never {@code null}
     */
    Pred pred();

    /**
     * A predicate such as {@code (full_board)} or {@code (and …)}.
     *
     * @param pred the rule-graph node
     */
    record Plain(Pred pred) implements PredExpr {
        /**
         * Wraps a predicate record.
         *
         * @param pred the rule-graph node, not {@code null}
         */
        public Plain {
            Objects.requireNonNull(pred, "pred");
        }
    }
}

package dev.plateau.fluent;

import dev.plateau.rules.Moves;
import dev.plateau.rules.RuleException;
import java.util.Objects;
import java.util.Optional;

/**
 * A chain under construction: {@code (chain movement… [(while p)])}, the part of a move turn in which
 * the moved piece moves again (docs/language.md, {@code chain}). {@link Ldx#chain} makes one and
 * {@link PhaseBuilder.MoveAfterEffects#then(ChainExpr)} takes it:
 *
 * <pre>{@code
 * chain(hop(DIAGONAL).over(occupied(OPPONENT))).whileHolds(exists(jumped()))
 *     // (chain (hop diagonal (over (occupied opponent))) (while (exists (jumped))))
 * }</pre>
 *
 * @param chain the rule-graph node
 */
public record ChainExpr(Moves.Chain chain) {
    /**
     * Wraps a chain record.
     *
     * @param chain the rule-graph node, not {@code null}
     */
    public ChainExpr {
        Objects.requireNonNull(chain, "chain");
    }

    /**
     * The same chain with {@code (while p)}: the turn goes on only after a move for which p holds
     * (default: after every move, as long as the piece can move).
     *
     * @param condition the predicate, on the state after the move and its effects
     * @return a new chain; this one is unchanged
     */
    public ChainExpr whileHolds(PredExpr condition) {
        if (condition == null) {
            throw new RuleException("`(while …)` needs a predicate, not null");
        }
        return new ChainExpr(new Moves.Chain(chain.movements(), Optional.of(condition.pred())));
    }
}

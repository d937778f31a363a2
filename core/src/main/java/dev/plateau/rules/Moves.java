package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * The move mechanic {@code (move movement… [(effects …)] [(then …)])} (docs/language.md,
 * {@code move}): the mover moves one of its pieces along one of the movements; a piece on the
 * destination is captured by replacement; then the effects run. With {@code (then …)} the same player
 * makes a further decision in the same turn, from the cell where the moved piece landed: a
 * {@link Shot} puts a new piece there, a {@link Chain} moves the same piece again.
 *
 * @param movements the ways a piece may move, at least one
 * @param effects the effects after the move, in order
 * @param shot the optional shot after the move
 * @param forcePass whether the phase has {@code (force_pass)}
 * @param chain the optional continuation of the turn by the moved piece; at most one of {@code shot}
 *     and {@code chain}
 */
public record Moves(List<Movement> movements, List<Effect> effects, Optional<Shot> shot, boolean forcePass,
        Optional<Chain> chain) implements PhaseRule {
    public Moves {
        RuleException.require(movements != null && !movements.isEmpty(), "`(move …)` needs at least one movement");
        movements = List.copyOf(movements);
        effects = List.copyOf(effects);
        RuleException.require(shot != null && chain != null, "`(move …)` needs a shot choice and a chain choice");
        RuleException.require(shot.isEmpty() || chain.isEmpty(), "`(then …)` holds a shot or a chain, not both");
    }

    /** A move phase without a chain. */
    public Moves(List<Movement> movements, List<Effect> effects, Optional<Shot> shot, boolean forcePass) {
        this(movements, effects, shot, forcePass, Optional.empty());
    }

    /** The same rule with another {@code (then …)}: a shot or a chain. */
    public Moves withThen(Optional<? extends SecondPart> then) {
        return new Moves(movements, effects, then.filter(Shot.class::isInstance).map(Shot.class::cast), forcePass,
                then.filter(Chain.class::isInstance).map(Chain.class::cast));
    }

    /** The decision that may follow a move in the same turn, if any: the shot or the chain. */
    public Optional<SecondPart> secondPart() {
        return shot.isPresent() ? shot.map(SecondPart.class::cast) : chain.map(SecondPart.class::cast);
    }

    /**
     * What {@code (then …)} holds: a decision of the same player in the same turn whose moves all
     * start from the cell where the piece just moved landed.
     */
    public sealed interface SecondPart extends Node permits Shot, Chain {
        /** The movements of the decision, each starting from the landed cell. */
        List<Movement> movements();
    }

    /**
     * {@code (then (shoot NAME movement))}: after the move, put a new {@code piece} on a cell that the
     * movement reaches from the moved piece's destination.
     */
    public record Shot(String piece, Movement movement) implements SecondPart {
        public Shot {
            RuleException.require(piece != null && movement != null, "`(shoot …)` needs a piece and a movement");
            RuleException.require(movement.piece().isEmpty(),
                    "`(shoot " + piece + " …)`: the shot's movement starts where the piece landed; it takes no `piece:`");
        }

        @Override
        public List<Movement> movements() {
            return List.of(movement);
        }
    }

    /**
     * {@code (then (chain movement… [(while p)]))}: after a move (or a move of the chain) for which
     * {@code condition} holds, the same piece moves again along one of the movements, as long as it
     * can; the turn ends when the condition fails or the piece has no such move.
     *
     * @param movements the moves the piece may continue with, at least one
     * @param condition the predicate, on the state after the move and its effects, under which the
     *     turn continues; always when empty
     */
    public record Chain(List<Movement> movements, Optional<Pred> condition) implements SecondPart {
        public Chain {
            RuleException.require(movements != null && !movements.isEmpty(), "`(chain …)` needs at least one movement");
            movements = List.copyOf(movements);
            RuleException.require(condition != null, "`(chain …)` needs a condition choice");
        }
    }
}

package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * The move mechanic {@code (move movement… [(effects …)] [(then …)])} (docs/language.md,
 * {@code move}): the mover moves one of its pieces along one of the movements (or drops one from its
 * hand); a piece on the destination is captured by replacement; then the effects run. With {@code
 * (then …)} the same player makes a further decision in the same turn: a {@link Shot} puts a new
 * piece where the moved piece landed, a {@link Chain} moves the same piece again, a {@link Removal}
 * takes a piece off the board.
 *
 * @param movements the ways a piece may move, at least one
 * @param effects the effects after the move, in order
 * @param then the optional second decision of the turn
 * @param forcePass whether the phase has {@code (force_pass)}
 */
public record Moves(List<Movement> movements, List<Effect> effects, Optional<SecondPart> then, boolean forcePass)
        implements PhaseRule {
    public Moves {
        RuleException.require(movements != null && !movements.isEmpty(), "`(move …)` needs at least one movement");
        movements = List.copyOf(movements);
        effects = List.copyOf(effects);
        RuleException.require(then != null, "`(move …)` needs a choice of second part");
    }

    /** A move phase with a shot or a chain (at most one of them), or neither. */
    public Moves(List<Movement> movements, List<Effect> effects, Optional<Shot> shot, boolean forcePass,
            Optional<Chain> chain) {
        this(movements, effects, oneOf(shot, chain), forcePass);
    }

    private static Optional<SecondPart> oneOf(Optional<Shot> shot, Optional<Chain> chain) {
        RuleException.require(shot != null && chain != null, "`(move …)` needs a shot choice and a chain choice");
        RuleException.require(shot.isEmpty() || chain.isEmpty(), "`(then …)` holds a shot or a chain, not both");
        return shot.isPresent() ? shot.map(SecondPart.class::cast) : chain.map(SecondPart.class::cast);
    }

    /** The same rule with another {@code (then …)}. */
    public Moves withThen(Optional<? extends SecondPart> newThen) {
        return new Moves(movements, effects, newThen.map(SecondPart.class::cast), forcePass);
    }

    /** The decision that may follow a move in the same turn, if any. */
    public Optional<SecondPart> secondPart() {
        return then;
    }

    /** The shot after the move, if the second part is one. */
    public Optional<Shot> shot() {
        return then.filter(Shot.class::isInstance).map(Shot.class::cast);
    }

    /** The chain after the move, if the second part is one. */
    public Optional<Chain> chain() {
        return then.filter(Chain.class::isInstance).map(Chain.class::cast);
    }

    /** The removal after the move, if the second part is one. */
    public Optional<Removal> removal() {
        return then.filter(Removal.class::isInstance).map(Removal.class::cast);
    }

    /**
     * What {@code (then …)} holds: a decision of the same player in the same turn. The moves of a
     * shot and of a chain start from the cell where the piece just moved landed; a removal's cells
     * are those of its mask.
     */
    public sealed interface SecondPart extends Node permits Shot, Chain, Removal {
        /** The movements of the decision, each starting from the landed cell (none for a removal). */
        List<Movement> movements();
    }

    /**
     * {@code (then (shoot NAME movement))}: after the move, put a new {@code piece} on a cell that the
     * movement reaches from the moved piece's destination.
     */
    public record Shot(String piece, Movement movement) implements SecondPart {
        public Shot {
            RuleException.require(piece != null && movement != null, "`(shoot …)` needs a piece and a movement");
            RuleException.require(!(movement instanceof Movement.Drop || movement instanceof Movement.Fly),
                    "`(shoot " + piece + " …)`: a shot moves along a line from where the piece landed; `(drop …)` and "
                            + "`(fly …)` belong in `(move …)`");
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
            RuleException.require(movements.stream().noneMatch(m -> m instanceof Movement.Drop || m instanceof Movement.Fly),
                    "`(chain …)` moves the piece that just moved along a line; `(drop …)` and `(fly …)` belong in `(move …)`");
            RuleException.require(condition != null, "`(chain …)` needs a condition choice");
        }
    }

    /**
     * {@code (then (remove m [(when p)]))}: after a move for which {@code condition} holds (on the state
     * after the move and its effects, the mover as {@code mover}), the same player takes one piece off
     * a cell of {@code target}, evaluated then; the turn ends without it where {@code target} is empty
     * (docs/language.md, {@code remove}).
     *
     * @param target the cells whose piece may be removed
     * @param condition when the removal follows the move; always when empty
     */
    public record Removal(Mask target, Optional<Pred> condition) implements SecondPart {
        public Removal {
            RuleException.require(target != null && condition != null, "`(remove …)` needs a mask and a condition choice");
        }

        @Override
        public List<Movement> movements() {
            return List.of();
        }
    }
}

package dev.plateau.rules;

import java.util.List;
import java.util.Optional;

/**
 * The move mechanic {@code (move movement… [(effects …)] [(then (shoot NAME movement))])}
 * (docs/language.md, {@code move}): the mover moves one of its pieces along one of the movements;
 * a piece on the destination is captured by replacement; then the effects run. With a shot, the
 * same player then makes a second decision in the same turn: a new piece of the shot's type is put
 * on a cell reached by the shot's movement from where the moved piece landed.
 *
 * @param movements the ways a piece may move, at least one
 * @param effects the effects after the move, in order
 * @param shot the optional second decision of the turn
 * @param forcePass whether the phase has {@code (force_pass)}
 */
public record Moves(List<Movement> movements, List<Effect> effects, Optional<Shot> shot, boolean forcePass)
        implements PhaseRule {
    public Moves {
        RuleException.require(movements != null && !movements.isEmpty(), "`(move …)` needs at least one movement");
        movements = List.copyOf(movements);
        effects = List.copyOf(effects);
        RuleException.require(shot != null, "`(move …)` needs a shot choice");
    }

    /**
     * {@code (then (shoot NAME movement))}: after the move, put a new {@code piece} on a cell that the
     * movement reaches from the moved piece's destination.
     */
    public record Shot(String piece, Movement movement) implements Node {
        public Shot {
            RuleException.require(piece != null && movement != null, "`(shoot …)` needs a piece and a movement");
            RuleException.require(movement.piece().isEmpty(),
                    "`(shoot " + piece + " …)`: the shot's movement starts where the piece landed; it takes no `piece:`");
        }
    }
}

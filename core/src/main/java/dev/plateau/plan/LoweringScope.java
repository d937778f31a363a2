package dev.plateau.plan;

import dev.plateau.analysis.ActionSpace;
import dev.plateau.analysis.AnalyzedGame;
import dev.plateau.analysis.Facts;
import dev.plateau.board.Topology;
import dev.plateau.rules.Game;
import dev.plateau.rules.Moves;
import dev.plateau.rules.PhaseRule;

/**
 * What every part of one game's lowering reads: the game, its board and the options, and what is
 * derived from them once (the state layout, the positions of play, the piece model, the action
 * space).
 *
 * @param shots whether some move phase has a shot, so that a turn has two parts (docs/language.md,
 *     {@code move})
 * @param chains whether some move phase has a chain, so that a turn may go on with the moved piece
 *     (docs/language.md, {@code chain})
 * @param removals whether some move phase has a removal, so that a turn may go on with one
 *     (docs/language.md, {@code remove})
 */
record LoweringScope(Game game, Topology topology, Lowering.Options options, StateLayout layout, Positions positions,
        PieceModel pieces, ActionSpace actions, boolean shots, boolean chains, boolean removals,
        StateLayout.Extras extras) {

    static LoweringScope of(AnalyzedGame analyzed, Lowering.Options options) {
        Game game = analyzed.game();
        Topology topology = analyzed.topology();
        Facts facts = analyzed.facts();
        PieceModel pieces = new PieceModel(game);
        ActionSpace actions = new ActionSpace(game, topology);
        boolean shots = game.hasSecondPart(Moves.Shot.class);
        boolean chains = game.hasSecondPart(Moves.Chain.class);
        boolean removals = game.hasSecondPart(Moves.Removal.class);
        StateLayout.Extras extras = new StateLayout.Extras(actions.planeCount(), pieces.hasNeutral(),
                pieces.stored().size(), shots || chains || removals, Facts.usesQuietMoves(game),
                Facts.repetitionWindow(game), topology.bitCount(), game.handTypes().size(), Facts.boardsWindow(game));
        StateLayout layout = new StateLayout(topology.words(), extras, facts.hasPassAction(),
                facts.usesPrevMoves() || game.hasMoves(), facts.usesPassFlags(), facts.usesScores(),
                game.heuristic().isPresent());
        return new LoweringScope(game, topology, options, layout, new Positions(game), pieces, actions, shots, chains,
                removals, extras);
    }

    /** Whether a turn may have a second part: a shot, the moves of a chain, or a removal. */
    boolean twoParts() {
        return shots || chains || removals;
    }

    /** The rule of the phase at a position. */
    PhaseRule ruleAt(int position) {
        return game.phases().get(positions.phase(position)).rule();
    }
}

package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.rules.Placement;
import dev.plateau.rules.Player;
import dev.plateau.testgames.LibraryGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A library game's rules from a start made for one rule test: the pieces are placed with {@link
 * #with}, and {@link #simulator} runs the position on the scalar reference, one environment. The
 * moves are read and played as (from, to) cell pairs.
 */
final class RulePosition {
    private final Game rules;
    private final List<Placement> start = new ArrayList<>();

    private RulePosition(Game rules) {
        this.rules = rules;
    }

    /** The library game {@code stem} with an empty start. */
    static RulePosition of(String stem) {
        return new RulePosition(LibraryGames.game(stem));
    }

    /** Adds {@code player}'s pieces of {@code type} on {@code cells} (none: nothing is added). */
    RulePosition with(Player player, String type, int... cells) {
        if (cells.length > 0) {
            start.add(new Placement(player, Arrays.stream(cells).boxed().toList(), Optional.of(type), Optional.empty()));
        }
        return this;
    }

    /** The rules with this start, on the scalar backend, one environment; P1 moves first. */
    Simulator simulator() {
        Game game = new Game(rules.name(), rules.players(), rules.board(), rules.pieces(), start, rules.phases(),
                rules.endRules(), rules.parameters());
        return Simulator.builder(CompiledGame.compile(game)).backend("scalar").batch(1).threads(1).build();
    }

    /** The action of the player to move that moves the piece on {@code from} to {@code to}. */
    static int move(Simulator sim, int from, int to) {
        int action = sim.game().actions().moveAction(from, to, Player.values()[sim.currentPlayer(0)]);
        assertTrue(action >= 0, "no action from " + from + " to " + to);
        return action;
    }

    /** The (from, to) pairs of the legal actions. */
    static Set<List<Integer>> legalMoves(Simulator sim) {
        ActionCodec codec = sim.game().actions();
        Player mover = Player.values()[sim.currentPlayer(0)];
        Set<List<Integer>> moves = new LinkedHashSet<>();
        for (int a : sim.legalActions(0)) {
            moves.add(List.of(codec.origin(a), codec.destination(a, mover)));
        }
        return moves;
    }
}

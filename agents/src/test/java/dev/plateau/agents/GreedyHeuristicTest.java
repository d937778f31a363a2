package dev.plateau.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The greedy player in games that declare a heuristic, and unchanged in games that do not. */
class GreedyHeuristicTest {
    /** Placement on 3 × 3 that nobody wins; {@code %s} is the heuristic. */
    private static final String GAME = "(game \"h\" (players 2) (equipment (board (square 3)))"
            + " (rules (play (repeat (P1 P2) (place (destination empty)))) (end (if (full_board) (draw)))"
            + " (heuristic %s)))";

    private static CompiledGame withHeuristic(String heuristic) {
        return CompiledGame.compile(LdxReader.read("h.ldx", GAME.formatted(heuristic)).game());
    }

    @Test
    void playsTheOnlyMoveThatMaximisesTheHeuristic() {
        // Only the centre, cell 4, gives the mover a piece on the centre: 1 against 0 for every other cell.
        CompiledGame game = withHeuristic("(count (and center (occupied mover)))");
        try (Simulator sim = Games.after(game);
                GreedyAgent agent = new GreedyAgent(game, Backends.byName("scalar"))) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(4, Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void maximisesTheValueForTheMoverAfterOpponentMoves() {
        // P1 took the centre; the heuristic is the mover's corners minus the opponent's. For P2, who
        // moves, a corner gives 1 and an edge's middle 0 (seen from P1 a corner would give −1).
        CompiledGame game = withHeuristic("(subtract (count (and corners (occupied mover)))"
                + " (count (and corners (occupied opponent))))");
        try (Simulator sim = Games.after(game, 4);
                GreedyAgent agent = new GreedyAgent(game, Backends.byName("scalar"))) {
            Set<Integer> chosen = new HashSet<>();
            for (long seed = 0; seed < 40; seed++) {
                int a = Games.choice(agent, sim, seed);
                assertTrue(Set.of(0, 2, 6, 8).contains(a), "a corner, not " + a);
                assertEquals(a, Games.choice(agent, sim, seed), "the same seed gives the same move");
                chosen.add(a);
            }
            assertTrue(chosen.size() > 1, "ties are broken at random: " + chosen);
        }
    }

    @Test
    void withoutAHeuristicASafePositionIsPlayedAtRandomAsBefore() {
        // At the start of Tic-Tac-Toe no move lets the opponent win at once: the choice is the
        // simulator's random action for the seed, as it was before heuristics.
        try (Simulator sim = Games.after(Games.TIC_TAC_TOE);
                GreedyAgent agent = new GreedyAgent(Games.TIC_TAC_TOE, Backends.byName("scalar"))) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(sim.randomAction(0, seed), Games.choice(agent, sim, seed));
            }
        }
    }

    @Test
    void aWinStillComesBeforeTheHeuristic() {
        // Tic-Tac-Toe with a heuristic that prefers the centre: X on 0 and 1, O on 3 and 5, X to move
        // wins on 2 although 4 maximises the heuristic.
        String text = "(game \"t\" (players 2) (equipment (board (square 3)))"
                + " (rules (play (repeat (P1 P2) (place (destination empty))))"
                + " (end (if (line 3) (mover win)) (if (full_board) (draw)))"
                + " (heuristic (count (and center (occupied mover))))))";
        CompiledGame game = CompiledGame.compile(LdxReader.read("t.ldx", text).game());
        try (Simulator sim = Games.after(game, 0, 3, 1, 5);
                GreedyAgent agent = new GreedyAgent(game, Backends.byName("scalar"))) {
            for (long seed = 0; seed < 10; seed++) {
                assertEquals(2, Games.choice(agent, sim, seed));
            }
        }
    }
}

package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The random agent plays with the fused {@code stepRandom} and reports the action it took; stepping
 * those actions on a second simulator must give the same game, in every library game and in a
 * game with passes.
 */
class RandomAgentTest {
    @Test
    void reportsTheActionItPlayed() {
        GameLibrary library = new GameLibrary(TestGames.dir());
        List<GameLibrary.Loaded> games = new ArrayList<>();
        for (String id : library.ids()) {
            games.add(library.load(id));
        }
        games.add(GameLibrary.compile("pass", "pass.ldx", TestGames.PASS_GAME));
        for (GameLibrary.Loaded game : games) {
            assertTrue(game.valid(), game.id());
            for (long seed = 1; seed <= 3; seed++) {
                playAndReplay(game, seed);
            }
        }
    }

    private static void playAndReplay(GameLibrary.Loaded game, long seed) {
        Agent agent = new RandomAgent();
        int m = game.game().topology().cellCount();
        try (Simulator played = Simulator.builder(game.game()).backend("scalar").batch(1).threads(1).build();
                Simulator replayed = Simulator.builder(game.game()).backend("scalar").batch(1).threads(1).build()) {
            for (int move = 0; move < 400 && !played.terminated(0); move++) {
                int action = agent.play(played, Session.moveSeed(seed, move));
                assertNotEquals(Agent.UNKNOWN_ACTION, action, game.id() + " move " + move);
                assertTrue(replayed.isLegal(0, action), game.id() + ": " + action + " is not legal");
                replayed.step(action);
                for (int c = 0; c < m; c++) {
                    assertEquals(played.cell(0, c), replayed.cell(0, c), game.id() + " cell " + c);
                }
                assertEquals(played.currentPlayer(0), replayed.currentPlayer(0));
                assertEquals(played.score(0, 0), replayed.score(0, 0));
                assertEquals(played.score(0, 1), replayed.score(0, 1));
                assertEquals(played.terminated(0), replayed.terminated(0));
                assertEquals(played.winner(0), replayed.winner(0));
                assertEquals(StateView.position(played), StateView.position(replayed));
            }
            if (game.id().equals("pass")) {
                assertTrue(played.terminated(0));
                assertEquals(4, played.stepCount(0), "two placements and two passes");
            }
        }
    }
}

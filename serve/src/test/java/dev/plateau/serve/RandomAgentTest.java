package dev.plateau.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.Agent;
import dev.plateau.agents.RandomAgent;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The random opponent ({@link RandomAgent} of the agents module) chooses a legal action without
 * stepping, and stepping its choices plays the game that the fused {@code stepRandom} plays with the
 * same seed, in every library game and in a game with passes.
 */
class RandomAgentTest {
    @Test
    void choosesTheMovesOfTheFusedRandomStep() {
        GameLibrary library = new GameLibrary(TestGames.dir());
        List<GameLibrary.Loaded> games = new ArrayList<>();
        for (String id : library.ids()) {
            games.add(library.load(id));
        }
        games.add(GameLibrary.compile("pass", "pass.ldx", TestGames.PASS_GAME));
        for (GameLibrary.Loaded game : games) {
            assertTrue(game.valid(), game.id());
            for (long seed = 1; seed <= 3; seed++) {
                playAndCompare(game, seed);
            }
        }
    }

    private static void playAndCompare(GameLibrary.Loaded game, long seed) {
        Agent agent = new RandomAgent();
        boolean[] active = {true};
        int[] out = new int[1];
        int m = game.game().topology().cellCount();
        try (Simulator played = Simulator.builder(game.game()).backend("scalar").batch(1).threads(1).build();
                Simulator fused = Simulator.builder(game.game()).backend("scalar").batch(1).threads(1).build()) {
            for (int move = 0; move < 400 && !played.terminated(0); move++) {
                agent.chooseActions(played, active, seed, out);
                int action = out[0];
                assertEquals(move, played.stepCount(0), game.id() + ": the agent only chooses");
                assertTrue(played.isLegal(0, action), game.id() + ": " + action + " is not legal");
                played.step(action);
                fused.stepRandom(seed);
                for (int c = 0; c < m; c++) {
                    assertEquals(fused.cell(0, c), played.cell(0, c), game.id() + " cell " + c);
                }
                assertEquals(fused.currentPlayer(0), played.currentPlayer(0));
                assertEquals(fused.score(0, 0), played.score(0, 0));
                assertEquals(fused.score(0, 1), played.score(0, 1));
                assertEquals(fused.terminated(0), played.terminated(0));
                assertEquals(fused.winner(0), played.winner(0));
                assertEquals(fused.phase(0), played.phase(0));
                assertEquals(fused.orderIndex(0), played.orderIndex(0));
            }
            if (game.id().equals("pass")) {
                assertTrue(played.terminated(0));
                assertEquals(4, played.stepCount(0), "two placements and two passes");
            }
        }
    }
}

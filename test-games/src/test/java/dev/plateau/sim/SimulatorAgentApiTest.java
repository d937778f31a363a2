package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What an agent or a game client reads and chooses through the public simulator: the random legal
 * action chosen host-side ({@link Simulator#randomAction}) and the place in the turn order ({@link
 * Simulator#phase}, {@link Simulator#orderIndex}).
 */
class SimulatorAgentApiTest {
    private static Simulator open(Game game, int batch) {
        return Simulator.builder(CompiledGame.compile(game)).backend("scalar").batch(batch).threads(1).build();
    }

    @Test
    void randomActionIsTheMoveStepRandomPlays() {
        for (Map.Entry<String, Game> e : LibraryGames.all().entrySet()) {
            Game game = e.getValue();
            for (long seed = 1; seed <= 3; seed++) {
                try (Simulator stepped = open(game, 3); Simulator fused = open(game, 3)) {
                    int[] actions = new int[3];
                    // While every environment runs: a finished one keeps its rewards under stepRandom
                    // but has them zeroed by step, which is no difference in the move.
                    for (int t = 0; t < 40 && !anyFinished(stepped); t++) {
                        for (int env = 0; env < 3; env++) {
                            actions[env] = stepped.randomAction(env, seed);
                            assertTrue(stepped.isLegal(env, actions[env]), e.getKey() + ": " + actions[env]);
                        }
                        stepped.step(actions);
                        fused.stepRandom(seed);
                        assertNull(RawStates.firstDifference(fused, stepped), e.getKey() + " seed " + seed + " step " + t);
                    }
                }
            }
        }
    }

    /**
     * Amazons (144 legal words) and the Tablut games (64) choose their random move in two levels
     * (a group of words, then a word): whole games, every environment, against the one-level choice
     * of {@link Simulator#randomAction}, each environment stepped until it ends.
     */
    @Test
    void randomActionOfLargeMasksIsTheMoveStepRandomPlays() {
        for (String name : List.of("amazons", "tablut", "tablut_linnaeus")) {
            Game game = LibraryGames.game(name);
            for (long seed = 1; seed <= 2; seed++) {
                try (Simulator stepped = open(game, 1); Simulator fused = open(game, 1)) {
                    for (int env = 0; env < 8; env++) {
                        stepped.reset(0);
                        fused.reset(0);
                        long envSeed = seed * 1000 + env;
                        while (!stepped.terminated(0) && !stepped.truncated(0)) {
                            int action = stepped.randomAction(0, envSeed);
                            stepped.step(action);
                            fused.stepRandom(envSeed);
                            assertNull(RawStates.firstDifference(fused, stepped),
                                    name + " seed " + envSeed + " step " + stepped.stepCount(0));
                        }
                    }
                }
            }
        }
    }

    private static boolean anyFinished(Simulator sim) {
        for (int env = 0; env < sim.batchSize(); env++) {
            if (sim.terminated(env) || sim.truncated(env)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void randomActionPlaysWholeGamesWithPasses() {
        Game reversi = LibraryGames.game("reversi");
        for (long seed = 1; seed <= 4; seed++) {
            try (Simulator stepped = open(reversi, 1); Simulator fused = open(reversi, 1)) {
                int passes = 0;
                while (!stepped.terminated(0)) {
                    int action = stepped.randomAction(0, seed);
                    if (action == 64) {
                        passes++;
                    }
                    stepped.step(action);
                    fused.stepRandom(seed);
                    assertNull(RawStates.firstDifference(fused, stepped), "seed " + seed + " step " + stepped.stepCount(0));
                }
                // Reversi ends only when both players pass in a row.
                assertTrue(passes >= 2, "seed " + seed + ": " + passes + " passes");
            }
        }
    }

    @Test
    void randomActionDependsOnTheSeedAndTheEnvironment() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 2)) {
            Set<Integer> chosen = new HashSet<>();
            boolean environmentsDiffer = false;
            for (long seed = 0; seed < 100; seed++) {
                int a = sim.randomAction(0, seed);
                assertEquals(a, sim.randomAction(0, seed), "the same seed, the same action");
                chosen.add(a);
                environmentsDiffer |= a != sim.randomAction(1, seed);
            }
            assertEquals(9, chosen.size(), "every empty cell is chosen for some seed");
            assertTrue(environmentsDiffer);
            sim.step(4, 4);
            for (long seed = 0; seed < 100; seed++) {
                assertNotEquals(4, sim.randomAction(0, seed), "never an occupied cell");
            }
        }
    }

    @Test
    void randomActionRefusesAFinishedGame() {
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 1)) {
            for (int cell : new int[] {0, 3, 1, 4, 2}) {
                sim.step(cell);
            }
            assertTrue(sim.terminated(0));
            assertThrows(IllegalStateException.class, () -> sim.randomAction(0, 1));
        }
    }

    @Test
    void phaseAndOrderIndexFollowTheMoverOrder() {
        // Connect6: once-through (P1), then repeat (P2 P2 P1 P1).
        int[][] expected = {{0, 0, 0}, {1, 0, 1}, {1, 1, 1}, {1, 2, 0}, {1, 3, 0}, {1, 0, 1}, {1, 1, 1}};
        try (Simulator sim = open(LibraryGames.game("connect6"), 1)) {
            for (int move = 0; move < expected.length; move++) {
                assertEquals(expected[move][0], sim.phase(0), "phase before move " + move);
                assertEquals(expected[move][1], sim.orderIndex(0), "order index before move " + move);
                assertEquals(expected[move][2], sim.currentPlayer(0), "player before move " + move);
                sim.step(move * 20);
            }
        }
        // Tic-Tac-Toe: one phase, (P1 P2); a won game stops at the winner's move.
        try (Simulator sim = open(LibraryGames.game("tic_tac_toe"), 1)) {
            int[] cells = {0, 3, 1, 4, 2};
            for (int move = 0; move < cells.length; move++) {
                assertEquals(0, sim.phase(0));
                assertEquals(move % 2, sim.orderIndex(0), "before move " + move);
                sim.step(cells[move]);
            }
            assertTrue(sim.terminated(0));
            assertEquals(0, sim.phase(0));
            assertEquals(0, sim.orderIndex(0));
        }
    }
}

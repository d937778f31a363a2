package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.StateLayout;
import dev.plateau.rules.Game;
import dev.plateau.testgames.LibraryGames;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The calls an agent uses to control a batch, on the scalar backend: saving and restoring one
 * environment, copying environments inside the backend, stepping a subset, resetting, auto-reset,
 * and the batch buffers of legal masks and observations. (Every backend is compared with this one
 * by {@link BackendDifferential}.)
 */
class SimulatorBatchControlTest {
    private static final CompiledGame TIC_TAC_TOE = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));

    private static Simulator open(CompiledGame game, int batch) {
        return Simulator.builder(game).backend("scalar").batch(batch).threads(1).build();
    }

    /** Tic-Tac-Toe moves after which P1 has won with the top row. */
    private static final int[] P1_WINS = {0, 3, 1, 4, 2};

    @Test
    void restoringThenSteppingIsSteppingTheOriginal() {
        for (Map.Entry<String, Game> e : LibraryGames.all().entrySet()) {
            CompiledGame game = CompiledGame.compile(e.getValue());
            try (Simulator original = open(game, 3); Simulator copy = open(game, 5)) {
                original.stepRandom(7, 3);
                GameState saved = original.save(1);
                copy.restore(4, saved);
                assertEquals(saved, copy.save(4), e.getKey());
                assertEquals(saved.hashCode(), copy.save(4).hashCode(), e.getKey());
                for (int t = 0; t < 6 && !original.terminated(1); t++) {
                    int action = original.randomAction(1, t);
                    int[] a = new int[3];
                    int[] b = new int[5];
                    a[1] = action;
                    b[4] = action;
                    original.step(a);
                    copy.step(b);
                    assertEquals(original.save(1), copy.save(4), e.getKey() + " step " + t);
                }
            }
        }
    }

    @Test
    void aSavedStateIsAValueOfItsGame() {
        try (Simulator sim = open(TIC_TAC_TOE, 2)) {
            GameState initial = sim.save(0);
            assertEquals(initial, sim.save(1), "every environment starts the same");
            sim.step(4, 0);
            GameState after = sim.save(0);
            assertNotEquals(initial, after);
            assertEquals(TIC_TAC_TOE.plan().layout().fieldCount(), after.fieldCount());
            long[] words = after.toArray();
            words[0] ^= 1;
            assertEquals(after, sim.save(0), "toArray is a copy");
            sim.restore(0, initial);
            assertEquals(initial, sim.save(0));
            assertEquals(0, sim.cell(0, 4));
        }
    }

    @Test
    void aStateOfAnotherCompiledGameIsRefused() {
        CompiledGame again = CompiledGame.compile(LibraryGames.game("tic_tac_toe"));
        try (Simulator sim = open(TIC_TAC_TOE, 1); Simulator other = open(again, 1)) {
            GameState foreign = other.save(0);
            assertNotEquals(foreign, sim.save(0), "the same words of another compiled game");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sim.restore(0, foreign));
            assertTrue(e.getMessage().contains("its own compiled game"), e.getMessage());
        }
    }

    @Test
    void copyPutsOneEnvironmentOnOthers() {
        try (Simulator sim = open(CompiledGame.compile(LibraryGames.game("reversi")), 4)) {
            sim.stepRandom(3, 5);
            GameState second = sim.save(2);
            GameState fourth = sim.save(3);
            sim.copy(1, 0, 2, 1, 2);
            assertEquals(sim.save(1), sim.save(0));
            assertEquals(sim.save(1), sim.save(2));
            assertNotEquals(second, sim.save(2), "random games of five moves differ");
            assertEquals(fourth, sim.save(3), "an environment not named is untouched");
            assertThrows(IndexOutOfBoundsException.class, () -> sim.copy(4, 0));
            IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> sim.copy(0, 1, -1));
            assertEquals("dst -1 out of range [0, 4)", e.getMessage());
            assertEquals(sim.save(1), sim.save(0), "a refused copy copies nothing");
        }
    }

    @Test
    void inactiveEnvironmentsAreUntouched() {
        try (Simulator masked = open(TIC_TAC_TOE, 3); Simulator full = open(TIC_TAC_TOE, 3)) {
            masked.step(4, 4, 4);
            full.step(4, 4, 4);
            GameState middle = masked.save(1);
            // An inactive environment's action is ignored, even out of range or illegal.
            masked.step(new int[] {0, 99, 4}, new boolean[] {true, false, false});
            full.step(0, 1, 2);
            assertEquals(full.save(0), masked.save(0), "the active one steps as in a full step");
            assertEquals(middle, masked.save(1));
            assertEquals(middle, masked.save(2));
            assertEquals(1, masked.stepCount(1));
            assertThrows(IllegalArgumentException.class,
                    () -> masked.step(new int[] {99, 0, 0}, new boolean[] {true, false, false}));
            assertThrows(IllegalArgumentException.class, () -> masked.step(new int[3], new boolean[2]));
        }
    }

    @Test
    void strictStepsCheckOnlyActiveEnvironments() {
        try (Simulator sim = Simulator.builder(TIC_TAC_TOE).backend("scalar").batch(2).threads(1)
                .illegalActions(IllegalActionPolicy.STRICT).build()) {
            sim.step(4, 4);
            sim.step(new int[] {0, 4}, new boolean[] {true, false});
            assertEquals(2, sim.stepCount(0));
            assertThrows(IllegalActionException.class, () -> sim.step(new int[] {4, 0}, new boolean[] {true, true}));
        }
    }

    @Test
    void resetGivesTheInitialStateToTheChosenOnly() {
        try (Simulator sim = open(TIC_TAC_TOE, 3); Simulator fresh = open(TIC_TAC_TOE, 1)) {
            sim.step(4, 4, 4);
            GameState played = sim.save(1);
            sim.reset(0, 2, 2);
            assertEquals(fresh.save(0), sim.save(0));
            assertEquals(fresh.save(0), sim.save(2));
            assertEquals(played, sim.save(1));
        }
    }

    @Test
    void withoutAutoResetAFinishedGameStaysAndTheEndIsReported() {
        try (Simulator sim = open(TIC_TAC_TOE, 2)) {
            for (int move = 0; move < P1_WINS.length; move++) {
                assertFalse(sim.lastStepTerminated(0));
                sim.step(P1_WINS[move], move);
            }
            assertTrue(sim.lastStepTerminated(0));
            assertFalse(sim.lastStepTruncated(0));
            assertTrue(sim.terminated(0));
            assertFalse(sim.lastStepTerminated(1));
            sim.step(5, 5);
            assertFalse(sim.lastStepTerminated(0), "only the step that ends the game reports it");
            assertTrue(sim.terminated(0));
            sim.step(6, 6);
            sim.reset(1);
            for (int move = 0; move < P1_WINS.length; move++) {
                sim.step(7, P1_WINS[move]);
            }
            assertTrue(sim.lastStepTerminated(1));
            sim.copy(0, 1);
            assertFalse(sim.lastStepTerminated(1), "a copy onto the environment clears it");
        }
    }

    @Test
    void autoResetStartsANewGameAndKeepsTheTerminalRewards() {
        try (Simulator sim = Simulator.builder(TIC_TAC_TOE).backend("scalar").batch(2).threads(1).autoReset(true)
                .build(); Simulator fresh = open(TIC_TAC_TOE, 1)) {
            for (int move = 0; move < P1_WINS.length; move++) {
                sim.step(P1_WINS[move], move);
            }
            assertTrue(sim.lastStepTerminated(0));
            assertArrayEquals(new float[] {1, -1}, sim.rewards(0), "the winning step's rewards");
            assertEquals(1, sim.rewardsOf(0).get(0));
            assertFalse(sim.terminated(0), "a new game");
            assertEquals(0, sim.stepCount(0));
            assertEquals(-1, sim.winner(0));
            assertEquals(0, sim.currentPlayer(0));
            assertEquals(9, sim.legalActions(0).size());
            long[] expected = fresh.save(0).toArray();
            StateLayout layout = TIC_TAC_TOE.plan().layout();
            expected[layout.column(StateLayout.Kind.REWARD, 0)] = 1;
            expected[layout.column(StateLayout.Kind.REWARD, 1)] = -1;
            assertArrayEquals(expected, sim.save(0).toArray(), "the initial state but for the rewards");
            assertFalse(sim.lastStepTerminated(1));
            assertEquals(5, sim.stepCount(1), "a running game goes on");
            sim.step(4, 6);
            assertFalse(sim.lastStepTerminated(0));
            assertArrayEquals(new float[] {0, 0}, sim.rewards(0), "the next step's rewards");
            assertEquals(1, sim.stepCount(0));
        }
    }

    @Test
    void autoResetReportsTruncation() {
        try (Simulator sim = Simulator.builder(TIC_TAC_TOE).backend("scalar").batch(1).threads(1).autoReset(true)
                .stepLimit(2).build()) {
            sim.step(0);
            sim.step(1);
            assertTrue(sim.lastStepTruncated(0));
            assertFalse(sim.lastStepTerminated(0));
            assertFalse(sim.truncated(0));
            assertEquals(0, sim.stepCount(0));
        }
    }

    @Test
    void legalMasksPackTheMaskOfEveryEnvironment() {
        for (Map.Entry<String, Game> e : LibraryGames.all().entrySet()) {
            try (Simulator sim = open(CompiledGame.compile(e.getValue()), 3)) {
                sim.stepRandom(5, 4);
                int a = sim.actionCount();
                int words = sim.legalMaskWords();
                assertEquals((a + 63) / 64, words);
                long[] out = new long[3 * words];
                Arrays.fill(out, -1L);
                sim.legalMasks(out);
                for (int env = 0; env < 3; env++) {
                    boolean[] mask = sim.legalActionMask(env);
                    for (int bit = 0; bit < words * 64; bit++) {
                        boolean set = (out[env * words + bit / 64] >>> (bit % 64) & 1) != 0;
                        assertEquals(bit < a && mask[bit], set, e.getKey() + " env " + env + " bit " + bit);
                    }
                }
                assertThrows(IllegalArgumentException.class, () -> sim.legalMasks(new long[3 * words + 1]));
            }
        }
    }

    @Test
    void observationsHoldTheBoardAndTheTurn() {
        boolean sawScores = false;
        for (Map.Entry<String, Game> e : LibraryGames.all().entrySet()) {
            CompiledGame game = CompiledGame.compile(e.getValue());
            boolean scores = game.plan().layout().has(StateLayout.Kind.SCORE);
            sawScores |= scores;
            try (Simulator sim = open(game, 2)) {
                sim.stepRandom(9, 5);
                int[] shape = sim.observationShape();
                int c = shape[0];
                int h = shape[1];
                int w = shape[2];
                List<String> names = sim.observationPlaneNames();
                assertEquals(names.size(), c, e.getKey());
                assertEquals(scores ? "opponent_score" : "phase", names.get(scores ? 6 : 4), e.getKey());
                float[] planes = new float[2 * c * h * w];
                sim.observations(planes);
                for (int env = 0; env < 2; env++) {
                    for (int cell = 0; cell < game.topology().cellCount(); cell++) {
                        String type = sim.piece(env, cell);
                        if (type == null) {
                            continue;
                        }
                        int owner = sim.cell(env, cell);
                        String plane = owner == 3 ? type : (owner == sim.currentPlayer(env) + 1 ? "mover " : "opponent ") + type;
                        int index = names.indexOf(plane);
                        assertTrue(index >= 0, e.getKey() + " has no plane " + plane);
                        int at = game.topology().row(cell) * w + game.topology().col(cell);
                        assertEquals(1f, planes[(env * c + index) * h * w + at], e.getKey() + " " + plane);
                    }
                }
                assertEquals(game.topology().gridHeight(), h);
                assertEquals(game.topology().gridWidth(), w);
                float[] out = new float[2 * c * h * w];
                Arrays.fill(out, 42f);
                sim.observations(out);
                for (int env = 0; env < 2; env++) {
                    float[] single = sim.observation(env);
                    assertArrayEquals(Arrays.copyOfRange(out, env * c * h * w, (env + 1) * c * h * w), single, e.getKey());
                    for (int p = 0; p < c; p++) {
                        assertArrayEquals(Arrays.copyOfRange(single, p * h * w, (p + 1) * h * w), sim.observationPlane(env, p),
                                e.getKey() + " plane " + p);
                    }
                    for (int r = 0; r < h; r++) {
                        for (int col = 0; col < w; col++) {
                            int cell = game.topology().cellAtGrid(r, col);
                            int owner = cell < 0 ? 0 : sim.cell(env, cell);
                            int me = sim.currentPlayer(env) + 1;
                            assertEquals(owner == me ? 1f : 0f, out[((env * c + Simulator.PLANE_MOVER) * h + r) * w + col], e.getKey());
                            assertEquals(owner == 3 - me ? 1f : 0f, out[((env * c + Simulator.PLANE_OPPONENT) * h + r) * w + col],
                                    e.getKey());
                            int mover = sim.currentPlayer(env);
                            assertEquals(mover, out[((env * c + Simulator.PLANE_PLAYER) * h + r) * w + col]);
                            assertEquals(sim.orderIndex(env), out[((env * c + Simulator.PLANE_ORDER_INDEX) * h + r) * w + col]);
                            assertEquals(sim.phase(env), out[((env * c + Simulator.PLANE_PHASE) * h + r) * w + col]);
                            if (scores) {
                                assertEquals(sim.score(env, mover), out[((env * c + Simulator.PLANE_MOVER_SCORE) * h + r) * w + col]);
                                assertEquals(sim.score(env, 1 - mover),
                                        out[((env * c + Simulator.PLANE_OPPONENT_SCORE) * h + r) * w + col]);
                            }
                        }
                    }
                }
                assertThrows(IllegalArgumentException.class, () -> sim.observations(new float[out.length - 1]));
            }
        }
        assertTrue(sawScores, "some library game has scores");
    }

    @Test
    void packedObservationsHoldTheFloatsAsBits() {
        for (Map.Entry<String, Game> e : LibraryGames.all().entrySet()) {
            CompiledGame game = CompiledGame.compile(e.getValue());
            ObservationLayout layout = game.observationLayout();
            int area = layout.area();
            int k = layout.wordsPerPlane();
            try (Simulator sim = open(game, 3)) {
                sim.stepRandom(4, 7);
                float[] floats = new float[3 * layout.size()];
                sim.observations(floats);
                long[] packed = new long[3 * layout.packedSize()];
                Arrays.fill(packed, -1L);
                sim.observationsPacked(packed);
                for (int env = 0; env < 3; env++) {
                    for (int p = 0; p < layout.planeCount(); p++) {
                        int words = (env * layout.planeCount() + p) * k;
                        int plane = (env * layout.planeCount() + p) * area;
                        String where = e.getKey() + " env " + env + " plane " + layout.plane(p).name();
                        if (layout.plane(p).meaning().uniform()) {
                            assertEquals(floats[plane], (float) packed[words], where);
                            for (int w = 1; w < k; w++) {
                                assertEquals(0L, packed[words + w], where + " word " + w);
                            }
                            continue;
                        }
                        for (int g = 0; g < 64 * k; g++) {
                            long bit = packed[words + g / 64] >>> (g % 64) & 1;
                            assertEquals(g < area ? (long) floats[plane + g] : 0L, bit, where + " grid " + g);
                        }
                    }
                }
                assertThrows(IllegalArgumentException.class, () -> sim.observationsPacked(new long[packed.length + 1]));
            }
        }
    }

    @Test
    void packedObservationOfTicTacToeAfterTheCentre() {
        // P1 takes the centre (cell 4): P2 is to move, so the centre is in the opponent's plane, bit 4.
        try (Simulator sim = open(LibraryGames.compiled("tic_tac_toe"), 1)) {
            sim.step(new int[] {4});
            long[] packed = new long[sim.game().observationLayout().packedSize()];
            sim.observationsPacked(packed);
            assertEquals(0L, packed[Simulator.PLANE_MOVER]);
            assertEquals(1L << 4, packed[Simulator.PLANE_OPPONENT]);
            assertEquals(1L, packed[Simulator.PLANE_PLAYER]);
        }
    }

    @Test
    void legalMasksOfFinishedGamesHoldEveryActionAndNothingPastA() {
        // Breakthrough 6 × 6: M = 36, so planes 1 and 2 start inside a mask word; Yavalath: a hexagon,
        // whose bits have gaps.
        for (Game rules : List.of(LibraryGames.game("breakthrough", Map.of("size", 6)), LibraryGames.game("yavalath"))) {
            try (Simulator sim = open(CompiledGame.compile(rules), 5)) {
                sim.stepRandom(3, 10_000);
                int a = sim.actionCount();
                int words = sim.legalMaskWords();
                long[] out = new long[5 * words];
                sim.legalMasks(out);
                for (int env = 0; env < 5; env++) {
                    assertTrue(sim.terminated(env) || sim.truncated(env), rules.name());
                    for (int bit = 0; bit < words * 64; bit++) {
                        boolean set = (out[env * words + bit / 64] >>> (bit % 64) & 1) != 0;
                        assertEquals(bit < a, set, rules.name() + " env " + env + " bit " + bit);
                    }
                }
            }
        }
    }

    @Test
    void observationsOfAMultiPlacementTurnTellThePlacementsApart() {
        try (Simulator sim = open(CompiledGame.compile(LibraryGames.game("connect6")), 1)) {
            sim.step(0);
            int[] shape = sim.observationShape();
            int area = shape[1] * shape[2];
            float[] first = new float[shape[0] * area];
            sim.observations(first);
            sim.step(20);
            float[] second = new float[first.length];
            sim.observations(second);
            // P2's first and second placement: the same player, told apart by the order index.
            assertEquals(first[Simulator.PLANE_PLAYER * area], second[Simulator.PLANE_PLAYER * area]);
            assertEquals(0f, first[Simulator.PLANE_ORDER_INDEX * area]);
            assertEquals(1f, second[Simulator.PLANE_ORDER_INDEX * area]);
        }
    }
}

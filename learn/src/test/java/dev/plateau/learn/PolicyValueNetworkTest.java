package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PolicyValueNetworkTest {
    @TempDir
    Path dir;

    private static float[] predictAll(PolicyValueNetwork net, Simulator sim, boolean logits) {
        int[] envs = new int[sim.batchSize()];
        for (int i = 0; i < envs.length; i++) {
            envs[i] = i;
        }
        PolicyValueNetwork.Prediction p = net.predict(sim, envs, null);
        return logits ? p.logits() : p.values();
    }

    @Test
    void aResNetAnswersALogitPerActionAndAValueInRange() {
        CompiledGame game = Games.read("connect_four.ldx");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 2, 8, false),
                game, 1); Simulator sim = Simulator.builder(game).batch(5).backend("scalar").build()) {
            sim.stepRandom(3, 4);
            float[] logits = predictAll(net, sim, true);
            float[] values = predictAll(net, sim, false);
            assertEquals(5 * game.actionCount(), logits.length);
            assertEquals(5, values.length);
            for (float v : values) {
                assertTrue(v >= -1 && v <= 1, "value " + v);
            }
        }
    }

    @Test
    void aSavedNetworkLoadsWithTheSameAnswers() throws IOException {
        CompiledGame game = Games.read("tic_tac_toe.ldx");
        for (boolean perPlayer : new boolean[] {false, true}) {
            for (NetworkSpec.Model model : NetworkSpec.Model.values()) {
                Path file = dir.resolve(model.word() + perPlayer + ".net");
                try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(model, 2, 8, perPlayer), game, 7);
                        Simulator sim = Simulator.builder(game).batch(6).backend("scalar").build()) {
                    sim.stepRandom(5, 3);
                    net.save(file);
                    try (PolicyValueNetwork loaded = PolicyValueNetwork.load(file, game)) {
                        assertEquals(net.spec(), loaded.spec());
                        assertArrayEquals(predictAll(net, sim, true), predictAll(loaded, sim, true));
                        assertArrayEquals(predictAll(net, sim, false), predictAll(loaded, sim, false));
                    }
                }
            }
        }
    }

    @Test
    void perPlayerHeadsAnswerDifferentlyForTheSameBoardWithAnotherPlayerToMove() {
        // An untrained network with one head per player: the same planes but the player plane give
        // outputs of different heads, so the values differ (with probability 1 for random weights).
        CompiledGame game = Games.read("tic_tac_toe.ldx");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, true),
                game, 3); Simulator sim = game.simulator(1)) {
            int per = 5 * 9;
            float[] obs = new float[2 * per];
            sim.observations(java.util.Arrays.copyOf(obs, per));
            java.util.Arrays.fill(obs, per + 2 * 9, per + 3 * 9, 1f);
            float[] values = net.predict(game, obs, 2).values();
            assertTrue(values[0] != values[1], "both heads answered " + values[0]);
        }
    }

    @Test
    void oneGinPlaysEveryBoardSize() {
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.GIN, 2, 8, false),
                Games.hex(4), 5)) {
            for (int size : new int[] {3, 5, 7}) {
                CompiledGame game = Games.hex(size);
                try (Simulator sim = Simulator.builder(game).batch(3).backend("scalar").build()) {
                    sim.stepRandom(1, 2);
                    assertEquals(3 * game.actionCount(), predictAll(net, sim, true).length);
                }
            }
        }
    }

    @Test
    void aResNetRefusesAnotherSizeAndAGinRefusesMoveGames() {
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 4, false),
                Games.hex(4), 5)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> net.checkFits(Games.hex(5)));
            assertTrue(e.getMessage().contains("GIN plays every size"), e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PolicyValueNetwork.create(
                new NetworkSpec(NetworkSpec.Model.GIN, 1, 4, false), Games.read("breakthrough.ldx"), 1));
        assertTrue(e.getMessage().contains("are moves"), e.getMessage());
    }

    @Test
    void aFileThatIsNoNetworkIsRefusedWithItsName() throws IOException {
        Path file = dir.resolve("junk.net");
        Files.writeString(file, "hello");
        IOException e = assertThrows(IOException.class, () -> PolicyValueNetwork.load(file, Games.read("tic_tac_toe.ldx")));
        assertTrue(e.getMessage().contains("junk.net"), e.getMessage());
    }

    @Test
    void aResNetWithPerPlayerHeadsReadsTablutsPieceAndRepetitionPlanes() {
        CompiledGame game = Games.read("tablut.ldx");
        try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, true),
                game, 2); Simulator sim = Simulator.builder(game).batch(2).backend("scalar").build()) {
            assertTrue(net.format().planes().contains("mover king") || net.format().planes().contains("opponent king"),
                    net.format().planes().toString());
            sim.stepRandom(4, 3);
            assertEquals(2 * game.actionCount(), predictAll(net, sim, true).length);
        }
    }
}

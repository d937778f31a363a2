package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.AgentSpec;
import dev.plateau.agents.Arena;
import dev.plateau.sim.Backends;
import dev.plateau.sim.CompiledGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A short run, as CI can afford: a tiny network learns tic-tac-toe for a few iterations. */
class TrainingRunTest {
    @TempDir
    Path dir;

    private static TrainingConfig config(int iterations) {
        return new TrainingConfig("games/tic_tac_toe.ldx", Map.of(), List.of(),
                new NetworkSpec(NetworkSpec.Model.RESNET, 1, 16, false), iterations, 128, 16, 16, 0.1, 50, 128, 3e-3f, 1e-4f,
                20_000, true, 0.25, 3, 4, 8, 20, 1, "scalar", 0);
    }

    @Test
    void aTinyNetworkLearnsTicTacToeItsLossFallsAndItsPolicyBeatsRandom() throws IOException {
        CompiledGame game = Games.read("tic_tac_toe.ldx");
        RunDirectory run = new RunDirectory(dir.resolve("ttt"));
        List<TrainingRun.IterationReport> reports = new ArrayList<>();
        new TrainingRun(config(10), List.of(game), Backends.byName("scalar"), run, new TrainingRun.Listener() {
            @Override
            public void iteration(TrainingRun.IterationReport report) {
                reports.add(report);
            }
        }).run();
        assertEquals(10, reports.size());
        double first = reports.getFirst().policyLoss() + reports.getFirst().valueLoss();
        double last = reports.getLast().policyLoss() + reports.getLast().valueLoss();
        assertTrue(last < first, "the loss went from " + first + " to " + last);
        for (String file : List.of("config.json", "metrics.csv", "arena.csv", "elo.csv", "loss.png", "elo.png")) {
            assertTrue(Files.size(run.root().resolve(file)) > 0, file);
        }
        assertEquals(10, run.latestIteration().orElseThrow());

        // The trained policy alone, without search, against the uniformly random player.
        AgentSpec trained = AgentSpec.parse("net:run=" + run.root() + ",sims=0");
        List<Arena.SeatResult> results = new Arena(game, Backends.byName("scalar"),
                List.of(trained, AgentSpec.parse("random")), 50, 9, 1, null).play();
        double points = 0;
        int games = 0;
        for (Arena.SeatResult r : results) {
            if (r.agent().equals(trained.name())) {
                points += r.wins() + 0.5 * r.draws();
                games += r.games();
            }
        }
        assertTrue(points / games >= 0.7, "the trained policy scored " + points / games + " against random");
    }

    @Test
    void aRunStartedAgainGoesOnFromItsLatestCheckpoint() throws IOException {
        CompiledGame game = Games.read("tic_tac_toe.ldx");
        RunDirectory run = new RunDirectory(dir.resolve("resume"));
        TrainingConfig short1 = new TrainingConfig("t", Map.of(), List.of(), new NetworkSpec(NetworkSpec.Model.GIN, 1, 8,
                true), 1, 16, 4, 4, 0.1, 2, 16, 1e-3f, 0, 1000, false, 0, 0, 1, 4, 10, 2, "scalar", 0);
        new TrainingRun(short1, List.of(game), Backends.byName("scalar"), run, null).run();
        assertEquals(1, run.latestIteration().orElseThrow());
        TrainingConfig more = TrainingRun.fromJson(Files.readString(run.config()));
        assertEquals(short1, more);
        List<Integer> seen = new ArrayList<>();
        TrainingConfig three = more.withIterations(3);
        new TrainingRun(three, List.of(game), Backends.byName("scalar"), run, new TrainingRun.Listener() {
            @Override
            public void iteration(TrainingRun.IterationReport report) {
                seen.add(report.iteration());
            }
        }).run();
        assertEquals(List.of(2, 3), seen);
    }

    @Test
    void aConfigWithAnOutOfRangeValueIsRefusedWhenRead() {
        String json = TrainingRun.toJson(config(3)).replace("\"games\": 128", "\"games\": 0");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TrainingRun.fromJson(json));
        assertTrue(e.getMessage().contains("--games must be in [1, 65536], not 0"), e.getMessage());
        assertThrowsWithMessage("{}", "needs a game, parameters, sizes, a network and a backend");
        assertThrowsWithMessage("[1, 2", "not a valid training config");
    }

    private static void assertThrowsWithMessage(String json, String part) {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> TrainingRun.fromJson(json));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void aWindowTooLargeForTheHeapIsRefusedBeforeAnyWork() {
        CompiledGame game = Games.read("tablut.ldx");
        TrainingConfig huge = new TrainingConfig("t", Map.of(), List.of(), new NetworkSpec(NetworkSpec.Model.RESNET, 1, 4,
                false), 1, 16, 4, 4, 0.1, 2, 16, 1e-3f, 0, TrainingConfig.MAX_WINDOW, false, 0, 0, 1, 4, 10, 2, "scalar", 0);
        // 4 M Tablut positions of several kilobytes each: more than a test JVM's heap.
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new TrainingRun(huge, List.of(game), Backends.byName("scalar"), new RunDirectory(dir.resolve("x")),
                        null));
        assertTrue(e.getMessage().contains("lower --window"), e.getMessage());
        assertTrue(!Files.exists(dir.resolve("x")));
    }
}

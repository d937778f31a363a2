package dev.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.agents.GumbelAgent;
import dev.plateau.learn.NetworkSpec;
import dev.plateau.learn.PolicyValueNetwork;
import dev.plateau.learn.Position;
import dev.plateau.learn.SelfPlay;
import dev.plateau.sim.Backends;
import dev.plateau.testgames.LibraryGames;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One iteration of self-play on Spark in this JVM gives the positions, bit for bit, that the same
 * blocks give played one after another on one machine, whatever the partitions, and again when run
 * twice.
 */
class SparkSelfPlayTest {
    private static final GumbelAgent.Settings SEARCH = new GumbelAgent.Settings(8, 4, 50, 0.1);

    /** Every value of every position, floats exactly (Float.toString tells every two floats apart). */
    static String positions(List<SelfPlay.Result> results) {
        StringBuilder text = new StringBuilder();
        for (SelfPlay.Result r : results) {
            text.append(r.games()).append(' ').append(r.moves()).append(' ').append(r.p1Wins()).append(' ')
                    .append(r.p2Wins()).append(' ').append(r.pastScore()).append('\n');
            for (Position p : r.positions()) {
                text.append(Arrays.toString(p.observation())).append(Arrays.toString(p.policy()))
                        .append(Arrays.toString(p.legal())).append(p.value()).append('\n');
            }
        }
        return text.toString();
    }

    /** The blocks played here, one after another, with the networks in this JVM (as TrainingRun does). */
    static List<SelfPlay.Result> here(SelfPlayJob job, List<SelfPlay.Block> blocks, GumbelAgent.Settings search,
            PolicyValueNetwork learner, PolicyValueNetwork past) {
        List<SelfPlay.Result> results = new ArrayList<>();
        for (SelfPlay.Block b : blocks) {
            results.add(SelfPlay.play(job.games().get(b.size()).compile(), Backends.byName(job.backend()), b, search,
                    learner, past, moves -> {}));
        }
        return results;
    }

    @Test
    void anIterationOnSparkGivesThePositionsOfOneMachineWhateverThePartitions() throws IOException {
        SelfPlayJob job = new SelfPlayJob(List.of(GameSource.read(LibraryGames.file("tic_tac_toe"), Map.of())), "scalar");
        var game = job.games().getFirst().compile();
        NetworkSpec spec = new NetworkSpec(NetworkSpec.Model.RESNET, 1, 8, false);
        // 11 games in blocks of 3 (3, 3, 3, 2); the first 4 against a past network.
        List<SelfPlay.Block> blocks = SelfPlay.blocks(new int[] {11}, new int[] {4}, 3, 21);
        assertEquals(4, blocks.size());
        try (PolicyValueNetwork learner = PolicyValueNetwork.create(spec, game, 1);
                PolicyValueNetwork past = PolicyValueNetwork.create(spec, game, 2)) {
            String alone = positions(here(job, blocks, SEARCH, learner, past));
            assertTrue(alone.lines().count() > 11 * 3, "every game has positions");
            assertNotEquals(alone, positions(here(job, SelfPlay.blocks(new int[] {11}, new int[] {4}, 3, 22), SEARCH,
                    learner, past)), "the seed changes the games");
            try (SparkRun spark = new SparkRun("local[2]", List.of(), null)) {
                for (int partitions : new int[] {2, 2, 3, 1}) {
                    List<SelfPlay.Result> results = spark.selfPlayer(job, partitions).play(blocks, SEARCH, learner, past,
                            moves -> {});
                    assertEquals(alone, positions(results), partitions + " partitions");
                }
            }
        }
    }
}

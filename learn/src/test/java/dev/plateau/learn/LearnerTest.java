package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LearnerTest {
    /**
     * Positions with fixed targets: gradient steps fit them, so the loss on them falls well below its
     * start. (A GIN has no coordinates, so a policy target that names a cell at random is beyond it;
     * its value head can still tell 32 positions apart through the pooled nodes.)
     */
    @Test
    void stepsOnFixedTargetsDriveTheLossDown() {
        CompiledGame game = Games.read("connect_four.ldx");
        for (NetworkSpec.Model model : NetworkSpec.Model.values()) {
            boolean gin = model == NetworkSpec.Model.GIN;
            try (PolicyValueNetwork net = PolicyValueNetwork.create(new NetworkSpec(model, gin ? 3 : 1, 16, gin),
                    game, 3); Learner learner = new Learner(net, 3e-3f, 0);
                    Simulator sim = Simulator.builder(game).batch(32).backend("scalar").build()) {
                sim.stepRandom(2, 5);
                int[] shape = sim.observationShape();
                int per = shape[0] * shape[1] * shape[2];
                float[] obs = new float[32 * per];
                sim.observations(obs);
                List<Position> samples = new ArrayList<>();
                for (int env = 0; env < 32; env++) {
                    float[] policy = new float[game.actionCount()];
                    policy[env % game.actionCount()] = 1;
                    boolean[] legal = new boolean[game.actionCount()];
                    java.util.Arrays.fill(legal, true);
                    samples.add(new Position(java.util.Arrays.copyOfRange(obs, env * per, (env + 1) * per),
                            policy, legal, env % 2 == 0 ? 1f : -1f));
                }
                ReplayBuffer buffer = new ReplayBuffer(game, List.of(game.topology().symmetries().getFirst()), 32);
                buffer.add(samples);
                SplittableRandom random = new SplittableRandom(1);
                Learner.Losses start = learner.step(buffer.draw(32, random));
                Learner.Losses end = start;
                for (int s = 0; s < 150; s++) {
                    end = learner.step(buffer.draw(32, random));
                }
                double first = gin ? start.value() : start.total();
                double last = gin ? end.value() : end.total();
                // A GIN memorises more slowly than a ResNet: a fall by a quarter shows its gradients flow.
                assertTrue(last < (gin ? 0.75 : 0.5) * first, model + ": the loss went from " + first + " to " + last);
            }
        }
    }
}

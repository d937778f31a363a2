package dev.plateau.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReplayBufferTest {
    /**
     * Positions of tic-tac-toe whose policy puts all mass on the lowest empty cell, seen through random
     * symmetries: in every drawn position the legal actions are exactly the empty cells of the drawn
     * observation, and the policy's mass sits on the image of the original cell, which is empty there.
     */
    @Test
    void augmentedPositionsKeepPolicyLegalityAndBoardTogether() {
        CompiledGame game = Games.read("tic_tac_toe.ldx");
        ReplayBuffer buffer = new ReplayBuffer(game, GameSymmetries.verified(game, 16, 3), 100);
        int cells = 9;
        int per = 5 * cells;
        try (Simulator sim = Simulator.builder(game).batch(20).backend("scalar").build()) {
            sim.stepRandom(11, 3);
            float[] obs = new float[20 * per];
            sim.observations(obs);
            List<Position> samples = new ArrayList<>();
            for (int env = 0; env < 20; env++) {
                if (sim.terminated(env)) {
                    continue;
                }
                float[] policy = new float[game.actionCount()];
                policy[sim.legalActions(env).getFirst()] = 1;
                samples.add(new Position(java.util.Arrays.copyOfRange(obs, env * per, (env + 1) * per), policy,
                        sim.legalActionMask(env), 0.5f));
            }
            buffer.add(samples);
        }
        ReplayBuffer.Batch batch = buffer.draw(200, new SplittableRandom(5));
        int changed = 0;
        for (int i = 0; i < batch.size(); i++) {
            int target = -1;
            for (int a = 0; a < cells; a++) {
                boolean empty = batch.observations()[i * per + a] == 0 && batch.observations()[i * per + cells + a] == 0;
                assertEquals(empty ? 1f : 0f, batch.legal()[i * cells + a], "position " + i + " cell " + a);
                if (batch.policies()[i * cells + a] == 1f) {
                    target = a;
                }
            }
            assertEquals(1f, batch.legal()[i * cells + target]);
            assertEquals(0.5f, batch.values()[i]);
            changed += target == firstLegal(batch, i, cells) ? 0 : 1;
        }
        // Symmetries other than the identity were drawn: the mass is often not on the lowest legal cell.
        org.junit.jupiter.api.Assertions.assertTrue(changed > 0);
    }

    private static int firstLegal(ReplayBuffer.Batch batch, int i, int cells) {
        for (int a = 0; a < cells; a++) {
            if (batch.legal()[i * cells + a] == 1f) {
                return a;
            }
        }
        return -1;
    }
}

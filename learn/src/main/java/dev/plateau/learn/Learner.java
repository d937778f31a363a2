package dev.plateau.learn;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.Shape;
import ai.djl.training.DefaultTrainingConfig;
import ai.djl.training.GradientCollector;
import ai.djl.training.Trainer;
import ai.djl.training.loss.Loss;
import ai.djl.training.optimizer.Optimizer;
import ai.djl.training.tracker.Tracker;

/**
 * Gradient steps on a network: Adam with weight decay on the AlphaZero loss, the cross-entropy of
 * the policy logits (illegal actions masked out) against the search's improved policy plus the
 * squared error of the value against the game's outcome.
 */
final class Learner implements AutoCloseable {
    /** The mean losses of a step. */
    record Losses(double policy, double value) {
        double total() {
            return policy + value;
        }
    }

    private final PolicyValueNetwork network;
    private final Trainer trainer;

    Learner(PolicyValueNetwork network, float learningRate, float weightDecay) {
        this.network = network;
        Optimizer adam = Optimizer.adam().optLearningRateTracker(Tracker.fixed(learningRate))
                .optWeightDecays(weightDecay).build();
        // The loss is computed in step(); the config's loss only names one.
        this.trainer = network.model().newTrainer(new DefaultTrainingConfig(Loss.l2Loss()).optOptimizer(adam));
    }

    /** One gradient step on a mini-batch. */
    Losses step(ReplayBuffer.Batch batch) {
        try (NDManager scope = trainer.getManager().newSubManager()) {
            NDList inputs = network.inputs(scope, batch.game(), batch.observations(), batch.size());
            int actions = batch.game().actionCount();
            NDArray target = scope.create(batch.policies(), new Shape(batch.size(), actions));
            NDArray legal = scope.create(batch.legal(), new Shape(batch.size(), actions));
            NDArray outcome = scope.create(batch.values());
            Losses losses;
            try (GradientCollector collector = trainer.newGradientCollector()) {
                NDList out = trainer.forward(inputs);
                NDArray logits = network.actionLogits(out.get(0), batch.game());
                NDArray masked = logits.add(legal.sub(1).mul(1e9f));
                NDArray logProbabilities = masked.logSoftmax(1);
                NDArray policyLoss = target.mul(logProbabilities).sum(new int[] {1}).neg().mean();
                NDArray valueLoss = out.get(1).sub(outcome).square().mean();
                collector.backward(policyLoss.add(valueLoss));
                losses = new Losses(policyLoss.getFloat(), valueLoss.getFloat());
            }
            trainer.step();
            return losses;
        }
    }

    @Override
    public void close() {
        trainer.close();
    }
}

package dev.plateau.learn;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.AbstractBlock;
import ai.djl.nn.Activation;
import ai.djl.nn.Block;
import ai.djl.nn.Blocks;
import ai.djl.nn.ParallelBlock;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.convolutional.Conv2d;
import ai.djl.nn.core.Linear;
import ai.djl.nn.norm.BatchNorm;
import ai.djl.training.ParameterStore;
import ai.djl.util.PairList;
import java.util.List;

/**
 * The ResNet of AlphaZero, scaled down: a 3 × 3 convolution, then residual blocks of two 3 × 3
 * convolutions with batch normalisation, then a policy head (a 1 × 1 convolution to two planes, one
 * output per action) and a value head (a 1 × 1 convolution to one plane, a hidden layer, tanh).
 * With per-player heads there is a pair of heads per player and the player to move's pair answers.
 *
 * <p>Inputs: the observation planes [n, C, H, W] and the player to move [n] (0 or 1, as floats).
 * Outputs: the policy logits [n, A] and the values [n].
 */
final class ResNetBlock extends AbstractBlock {
    private final int actions;
    private final SequentialBlock trunk;
    private final List<Block> policyHeads;
    private final List<Block> valueHeads;

    ResNetBlock(NetworkSpec spec, int actions) {
        super((byte) 1);
        this.actions = actions;
        int channels = spec.channels();
        SequentialBlock stem = new SequentialBlock().add(conv(channels, 3)).add(BatchNorm.builder().build())
                .add(Activation.reluBlock());
        for (int b = 0; b < spec.blocks(); b++) {
            stem.add(residual(channels)).add(Activation.reluBlock());
        }
        this.trunk = addChildBlock("trunk", stem);
        int heads = spec.perPlayerHeads() ? 2 : 1;
        this.policyHeads = new java.util.ArrayList<>();
        this.valueHeads = new java.util.ArrayList<>();
        for (int h = 0; h < heads; h++) {
            policyHeads.add(addChildBlock("policy" + h, new SequentialBlock().add(conv(2, 1))
                    .add(BatchNorm.builder().build()).add(Activation.reluBlock()).add(Blocks.batchFlattenBlock())
                    .add(Linear.builder().setUnits(actions).build())));
            valueHeads.add(addChildBlock("value" + h, new SequentialBlock().add(conv(1, 1))
                    .add(BatchNorm.builder().build()).add(Activation.reluBlock()).add(Blocks.batchFlattenBlock())
                    .add(Linear.builder().setUnits(channels).build()).add(Activation.reluBlock())
                    .add(Linear.builder().setUnits(1).build()).add(Activation.tanhBlock())));
        }
    }

    private static Conv2d conv(int filters, int kernel) {
        return Conv2d.builder().setKernelShape(new Shape(kernel, kernel)).optPadding(new Shape(kernel / 2, kernel / 2))
                .setFilters(filters).build();
    }

    /** x + BN(conv(relu(BN(conv(x))))). */
    private static Block residual(int channels) {
        SequentialBlock branch = new SequentialBlock().add(conv(channels, 3)).add(BatchNorm.builder().build())
                .add(Activation.reluBlock()).add(conv(channels, 3)).add(BatchNorm.builder().build());
        return new ParallelBlock(list -> new NDList(list.get(0).singletonOrThrow().add(list.get(1).singletonOrThrow())),
                List.of(Blocks.identityBlock(), branch));
    }

    @Override
    protected NDList forwardInternal(ParameterStore store, NDList inputs, boolean training,
            PairList<String, Object> params) {
        NDArray player = inputs.get(1);
        NDList features = trunk.forward(store, new NDList(inputs.get(0)), training);
        NDArray logits = null;
        NDArray values = null;
        for (int h = 0; h < policyHeads.size(); h++) {
            NDArray p = policyHeads.get(h).forward(store, features, training).singletonOrThrow();
            NDArray v = valueHeads.get(h).forward(store, features, training).singletonOrThrow().reshape(-1);
            logits = logits == null ? p : Heads.select(logits, p, player.reshape(-1, 1));
            values = values == null ? v : Heads.select(values, v, player);
        }
        return new NDList(logits, values);
    }

    @Override
    public Shape[] getOutputShapes(Shape[] inputShapes) {
        long n = inputShapes[0].get(0);
        return new Shape[] {new Shape(n, actions), new Shape(n)};
    }

    @Override
    protected void initializeChildBlocks(NDManager manager, DataType dataType, Shape... inputShapes) {
        trunk.initialize(manager, dataType, inputShapes[0]);
        Shape features = trunk.getOutputShapes(new Shape[] {inputShapes[0]})[0];
        for (int h = 0; h < policyHeads.size(); h++) {
            policyHeads.get(h).initialize(manager, dataType, features);
            valueHeads.get(h).initialize(manager, dataType, features);
        }
    }
}

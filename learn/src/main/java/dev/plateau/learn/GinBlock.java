package dev.plateau.learn;

import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDArrays;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.AbstractBlock;
import ai.djl.nn.Activation;
import ai.djl.nn.Block;
import ai.djl.nn.SequentialBlock;
import ai.djl.nn.core.Linear;
import ai.djl.nn.norm.LayerNorm;
import ai.djl.training.ParameterStore;
import ai.djl.util.PairList;
import java.util.ArrayList;
import java.util.List;

/**
 * A graph isomorphism network over a board graph (after Xu et al., 2019, as ScalableAlphaZero uses
 * it): an embedding of each node's features, then GIN layers h' = relu(LayerNorm(MLP(h + Σ_neighbours
 * h))), then heads over the concatenation of every layer's representation: a policy logit per node
 * and a value from the mean over the nodes. No weight depends on the number of nodes, so the same
 * parameters play every board size.
 *
 * <p>Inputs: the node features [n, N, F], the adjacency matrix [N, N] and the player to move [n].
 * Outputs: the node logits [n, N] and the values [n].
 */
final class GinBlock extends AbstractBlock {
    private final int hidden;
    private final Block embed;
    private final List<Block> mlps = new ArrayList<>();
    private final List<Block> norms = new ArrayList<>();
    private final List<Block> policyHeads = new ArrayList<>();
    private final List<Block> valueHeads = new ArrayList<>();

    GinBlock(NetworkSpec spec) {
        super((byte) 1);
        this.hidden = spec.channels();
        this.embed = addChildBlock("embed", Linear.builder().setUnits(hidden).build());
        for (int l = 0; l < spec.blocks(); l++) {
            mlps.add(addChildBlock("mlp" + l, new SequentialBlock().add(Linear.builder().setUnits(hidden).build())
                    .add(Activation.reluBlock()).add(Linear.builder().setUnits(hidden).build())));
            norms.add(addChildBlock("norm" + l, LayerNorm.builder().axis(2).build()));
        }
        int heads = spec.perPlayerHeads() ? 2 : 1;
        for (int h = 0; h < heads; h++) {
            policyHeads.add(addChildBlock("policy" + h, new SequentialBlock().add(Linear.builder().setUnits(hidden).build())
                    .add(Activation.reluBlock()).add(Linear.builder().setUnits(1).build())));
            valueHeads.add(addChildBlock("value" + h, new SequentialBlock().add(Linear.builder().setUnits(hidden).build())
                    .add(Activation.reluBlock()).add(Linear.builder().setUnits(1).build()).add(Activation.tanhBlock())));
        }
    }

    @Override
    protected NDList forwardInternal(ParameterStore store, NDList inputs, boolean training,
            PairList<String, Object> params) {
        NDArray adjacency = inputs.get(1);
        NDArray player = inputs.get(2);
        NDArray h = embed.forward(store, new NDList(inputs.get(0)), training).singletonOrThrow();
        NDList layers = new NDList(h);
        for (int l = 0; l < mlps.size(); l++) {
            NDArray aggregated = h.add(adjacency.matMul(h));
            NDArray m = mlps.get(l).forward(store, new NDList(aggregated), training).singletonOrThrow();
            h = Activation.relu(norms.get(l).forward(store, new NDList(m), training).singletonOrThrow());
            layers.add(h);
        }
        NDArray all = NDArrays.concat(layers, 2);
        NDArray pooled = all.mean(new int[] {1});
        NDArray logits = null;
        NDArray values = null;
        for (int k = 0; k < policyHeads.size(); k++) {
            NDArray p = policyHeads.get(k).forward(store, new NDList(all), training).singletonOrThrow().squeeze(2);
            NDArray v = valueHeads.get(k).forward(store, new NDList(pooled), training).singletonOrThrow().reshape(-1);
            logits = logits == null ? p : Heads.select(logits, p, player.reshape(-1, 1));
            values = values == null ? v : Heads.select(values, v, player);
        }
        return new NDList(logits, values);
    }

    @Override
    public Shape[] getOutputShapes(Shape[] inputShapes) {
        Shape features = inputShapes[0];
        return new Shape[] {new Shape(features.get(0), features.get(1)), new Shape(features.get(0))};
    }

    @Override
    protected void initializeChildBlocks(NDManager manager, DataType dataType, Shape... inputShapes) {
        Shape nodes = inputShapes[0];
        embed.initialize(manager, dataType, nodes);
        Shape hiddenShape = new Shape(nodes.get(0), nodes.get(1), hidden);
        for (int l = 0; l < mlps.size(); l++) {
            mlps.get(l).initialize(manager, dataType, hiddenShape);
            norms.get(l).initialize(manager, dataType, hiddenShape);
        }
        Shape all = new Shape(nodes.get(0), nodes.get(1), (long) hidden * (mlps.size() + 1));
        Shape pooled = new Shape(nodes.get(0), (long) hidden * (mlps.size() + 1));
        for (int k = 0; k < policyHeads.size(); k++) {
            policyHeads.get(k).initialize(manager, dataType, all);
            valueHeads.get(k).initialize(manager, dataType, pooled);
        }
    }
}

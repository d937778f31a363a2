package dev.plateau.learn;

import dev.plateau.board.Symmetry;
import dev.plateau.sim.CompiledGame;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The positions of the latest self-play games of one game (one board size), with their training
 * targets, in a ring of fixed capacity: the oldest go first. Mini-batches are drawn uniformly, each
 * position seen through a random one of the game's {@link GameSymmetries symmetries}.
 */
final class ReplayBuffer {
    /** A mini-batch, row-major. */
    record Batch(CompiledGame game, int size, float[] observations, float[] policies, float[] legal, float[] values) {}

    private final CompiledGame game;
    private final List<Symmetry> symmetries;
    private final Position[] ring;
    private int next;
    private int size;

    ReplayBuffer(CompiledGame game, List<Symmetry> symmetries, int capacity) {
        this.game = game;
        this.symmetries = List.copyOf(symmetries);
        this.ring = new Position[capacity];
    }

    CompiledGame game() {
        return game;
    }

    int size() {
        return size;
    }

    void add(List<Position> samples) {
        for (Position s : samples) {
            ring[next] = s;
            next = (next + 1) % ring.length;
            size = Math.min(size + 1, ring.length);
        }
    }

    /** A mini-batch of n positions drawn uniformly with replacement. */
    Batch draw(int n, SplittableRandom random) {
        Position first = ring[0];
        int per = first.observation().length;
        int actions = first.policy().length;
        float[] observations = new float[n * per];
        float[] policies = new float[n * actions];
        float[] legal = new float[n * actions];
        float[] values = new float[n];
        for (int i = 0; i < n; i++) {
            Position s = ring[random.nextInt(size)];
            Symmetry symmetry = symmetries.get(random.nextInt(symmetries.size()));
            float[] observation = symmetry.isIdentity() ? s.observation() : symmetry.applyToPlanes(s.observation());
            System.arraycopy(observation, 0, observations, i * per, per);
            for (int a = 0; a < actions; a++) {
                int image = symmetry.isIdentity() ? a : game.actions().symmetric(symmetry, a);
                policies[i * actions + image] = s.policy()[a];
                legal[i * actions + image] = s.legal()[a] ? 1 : 0;
            }
            values[i] = s.value();
        }
        return new Batch(game, n, observations, policies, legal, values);
    }
}

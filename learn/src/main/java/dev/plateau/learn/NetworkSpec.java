package dev.plateau.learn;

import java.util.Locale;

/**
 * The architecture of a policy-value network.
 *
 * @param model a ResNet over the observation planes, or a graph isomorphism network over the board graph
 * @param blocks residual blocks of a ResNet; GIN layers of a GIN
 * @param channels filters of a ResNet's convolutions; the hidden width of a GIN
 * @param perPlayerHeads one policy and one value head per player over a shared trunk (the head of the
 *     player to move answers), instead of one pair for both
 */
public record NetworkSpec(Model model, int blocks, int channels, boolean perPlayerHeads) {
    /** The most blocks and channels a spec may have: a limit checked before any memory is taken. */
    public static final int MAX_BLOCKS = 64;

    /** The most channels. */
    public static final int MAX_CHANNELS = 1024;

    /** The two kinds of network. */
    public enum Model {
        /** Convolutions over the H × W observation grid; its policy head has one output per action. */
        RESNET,
        /**
         * A graph isomorphism network over the board's cells and a dummy node joined to all of them;
         * its weights do not depend on the board's size, so one network plays every size.
         */
        GIN;

        /** The model's name on the command line: {@code resnet} or {@code gin}. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The model of a word.
         *
         * @throws IllegalArgumentException if the word names no model
         */
        public static Model of(String word) {
            for (Model m : values()) {
                if (m.word().equals(word)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("unknown model \"" + word + "\"; the models are resnet and gin");
        }
    }

    /** Checks the sizes. */
    public NetworkSpec {
        if (model == null) {
            throw new IllegalArgumentException("a network needs a model");
        }
        if (blocks < 1 || blocks > MAX_BLOCKS) {
            throw new IllegalArgumentException("blocks must be in [1, " + MAX_BLOCKS + "], not " + blocks);
        }
        if (channels < 1 || channels > MAX_CHANNELS) {
            throw new IllegalArgumentException("channels must be in [1, " + MAX_CHANNELS + "], not " + channels);
        }
    }

    /**
     * The spec the command line uses unless told otherwise: a ResNet of 3 blocks × 32 filters (what
     * trained Connect Four to UCT-1,000's level in 84 minutes on two shared cores, docs/learning.md),
     * or a GIN of 3 layers × 64.
     */
    public static NetworkSpec defaults(Model model) {
        return model == Model.RESNET ? new NetworkSpec(model, 3, 32, false) : new NetworkSpec(model, 3, 64, false);
    }

    /** A short description, e.g. {@code resnet 6×64, per-player heads}. */
    public String describe() {
        return model.word() + " " + blocks + "×" + channels + (perPlayerHeads ? ", per-player heads" : "");
    }
}

package dev.plateau.learn;

import ai.djl.ndarray.NDArray;

/** Choosing between the outputs of two per-player heads. */
final class Heads {
    private Heads() {}

    /** P1's output where {@code player} is 0 and P2's where it is 1 (broadcast over the trailing axes). */
    static NDArray select(NDArray first, NDArray second, NDArray player) {
        return first.add(second.sub(first).mul(player));
    }
}

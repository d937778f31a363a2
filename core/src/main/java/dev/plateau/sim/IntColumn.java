package dev.plateau.sim;

/**
 * A read-only view of one value per environment, backed by the simulator's state: reading it copies
 * nothing. A view reflects the state at the time of each read; call {@link #toArray()} for a
 * snapshot. Like its simulator, a view throws {@link IllegalStateException} once the simulator is
 * closed.
 */
public interface IntColumn {
    /** B, the number of environments. */
    int size();

    /**
     * The value of environment {@code env}.
     *
     * @throws IndexOutOfBoundsException if {@code env} is not in [0, {@link #size()})
     */
    int get(int env);

    /** A copy of all values, shape [B]. */
    default int[] toArray() {
        int[] out = new int[size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = get(i);
        }
        return out;
    }
}

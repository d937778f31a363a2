package dev.plateau.sim;

/**
 * A read-only view of one value per environment, backed by the simulator's state: reading it copies
 * nothing. A view reflects the state at the time of each read; call {@link #toArray()} for a
 * snapshot.
 */
public interface IntColumn {
    /** B, the number of environments. */
    int size();

    /** The value of environment {@code env}. */
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

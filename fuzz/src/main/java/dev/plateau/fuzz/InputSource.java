package dev.plateau.fuzz;

/**
 * Makes the fuzzer's inputs. Input {@code index} of a run depends only on the run's seed and the
 * index, so a finding is reproduced by its seed and index whatever the number of threads. Called
 * from several threads at once.
 */
@FunctionalInterface
public interface InputSource {
    /**
     * The input with this index in the run with this seed.
     *
     * @param seed the run's seed
     * @param index the input's number in the run, from 0
     * @return the input's bytes
     */
    byte[] input(long seed, long index);
}

package dev.plateau.fuzz;

/**
 * What a fuzzer feeds: it takes one input and says whether it was accepted, refused properly, or
 * mishandled. Anything it throws is a finding too (an internal error), so a target need catch only
 * the exceptions that are a proper refusal. Called from several threads at once.
 */
@FunctionalInterface
public interface FuzzTarget {
    /**
     * Runs one input.
     *
     * @param input the input's bytes
     * @return how the input was handled
     * @throws Exception for an unexpected failure, which the fuzzer reports as an internal error
     */
    Outcome run(byte[] input) throws Exception;
}

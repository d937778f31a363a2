package dev.plateau.fuzz;

/** The kinds of mishandling a fuzzer reports. */
public enum FindingKind {
    /** An exception other than a proper refusal escaped, or a refusal says it is an internal error. */
    INTERNAL_ERROR("internal-error"),
    /** A refusal whose diagnostics do not each point at a place in the input. */
    UNPOSITIONED_DIAGNOSTIC("unpositioned-diagnostic"),
    /** An input accepted by one stage and refused by a later one (the analysis let through what the compiler refused). */
    LATE_REFUSAL("late-refusal"),
    /** Two backends that must agree byte for byte did not. */
    DISAGREEMENT("disagreement"),
    /** A promise of the API was broken, such as a playout that did not finish. */
    BROKEN_PROMISE("broken-promise"),
    /** An answer showed what it must not: a stack trace, or a path of the machine that the request did not contain. */
    LEAK("leak"),
    /** The input took longer than the time budget. */
    HANG("hang");

    private final String fileName;

    FindingKind(String fileName) {
        this.fileName = fileName;
    }

    /** The kind as it appears in the names of finding files, such as {@code internal-error}. */
    public String fileName() {
        return fileName;
    }
}

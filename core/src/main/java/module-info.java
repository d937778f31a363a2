/**
 * Plateau's core: the rule graph of a game ({@code rules}), diagnostics, boards, the analysis, the
 * simulator API with the scalar reference backend ({@code sim}), and the plan with its lowering.
 *
 * <p>The public API is {@code rules}, {@code rules.syntax}, {@code diagnostics}, {@code board},
 * {@code analysis} and {@code sim}. {@code dev.plateau.plan} is exported as the backend interface
 * (what a {@link dev.plateau.sim.Backend} compiles): documented, but unstable, and may change in any
 * release.
 */
module dev.plateau.core {
    exports dev.plateau.analysis;
    exports dev.plateau.board;
    exports dev.plateau.diagnostics;
    exports dev.plateau.rules;
    exports dev.plateau.rules.syntax;
    exports dev.plateau.sim;
    // The backend interface: unstable (see the package's documentation).
    exports dev.plateau.plan;

    uses dev.plateau.sim.Backend;
    provides dev.plateau.sim.Backend with dev.plateau.sim.ScalarBackend;
}

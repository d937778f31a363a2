/** The Java builder of games ({@code dev.plateau.fluent}). */
module dev.plateau.fluent {
    requires transitive dev.plateau.core;

    exports dev.plateau.fluent;
}

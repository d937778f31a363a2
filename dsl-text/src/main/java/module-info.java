/** The {@code .ldx} reader and canonical writer ({@code dev.plateau.text}). */
module dev.plateau.text {
    requires transitive dev.plateau.core;

    exports dev.plateau.text;
}

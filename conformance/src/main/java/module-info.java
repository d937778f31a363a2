/** The reference playouts recorded from Ludii and their replay against a simulator. */
module dev.plateau.conformance {
    requires transitive dev.plateau.core;
    requires com.google.gson;

    exports dev.plateau.conformance;
}

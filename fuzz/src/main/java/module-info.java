/** The fuzzers: game texts through the reader, compiler and backends, and requests to the web server. */
module dev.plateau.fuzz {
    requires transitive dev.plateau.core;
    requires dev.plateau.text;
    requires dev.plateau.serve;

    exports dev.plateau.fuzz;
}

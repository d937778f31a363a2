/**
 * The web board of {@code plateau serve}: an HTTP server (the JDK's) with a JSON API and the pages,
 * on the public API only (never {@code dev.plateau.plan}).
 */
module dev.plateau.serve {
    requires transitive dev.plateau.agents;
    requires transitive com.google.gson;
    requires dev.plateau.text;
    requires jdk.httpserver;

    exports dev.plateau.serve;
}

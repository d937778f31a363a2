/** The {@code plateau} command. It exports nothing: it is an application, not a library. */
module dev.plateau.cli {
    requires dev.plateau.core;
    requires dev.plateau.text;
    requires dev.plateau.simd;
    requires dev.plateau.cuda;
    requires dev.plateau.conformance;
    requires dev.plateau.agents;
    requires dev.plateau.learn;
    requires dev.plateau.serve;
    requires dev.plateau.fuzz;
    // An automatic module (its jar names it): Spark's jars name no module, so plateau-spark has no module-info.
    requires dev.plateau.spark;
    requires info.picocli;
    requires com.google.gson;
    requires org.knowm.xchart;
    requires java.desktop;
    requires java.logging;

    // picocli sets the commands' options by reflection.
    opens dev.plateau.cli to info.picocli;
}

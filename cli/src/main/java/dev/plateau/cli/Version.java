package dev.plateau.cli;

import picocli.CommandLine;

/** The version shown by {@code plateau --version} and in internal-error reports. */
public final class Version implements CommandLine.IVersionProvider {
    /** Plateau's version. */
    public static final String VERSION = "0.1.0-SNAPSHOT";

    @Override
    public String[] getVersion() {
        return new String[] {
            "Plateau " + VERSION,
            "Java " + Runtime.version() + " (" + System.getProperty("java.vm.name") + ")"
        };
    }
}

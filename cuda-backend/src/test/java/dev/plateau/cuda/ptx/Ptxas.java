package dev.plateau.cuda.ptx;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs NVIDIA's {@code ptxas} on PTX text, as an external process. Found, in this order, at the
 * system property {@code plateau.ptxas}, the environment variable {@code PTXAS}, on the {@code
 * PATH}, at {@code $CUDA_HOME/bin/ptxas} and at {@code /usr/local/cuda/bin/ptxas}; {@code
 * -Dplateau.ptxas=none} disables it (the validity test is then skipped).
 */
final class Ptxas {
    private final Path executable;

    private Ptxas(Path executable) {
        this.executable = executable;
    }

    /** The ptxas of this machine, if there is one. */
    static Optional<Ptxas> find() {
        List<Path> candidates = new ArrayList<>();
        String property = System.getProperty("plateau.ptxas");
        if ("none".equals(property)) {
            return Optional.empty();
        }
        if (property != null) {
            candidates.add(Path.of(property));
        }
        String env = System.getenv("PTXAS");
        if (env != null) {
            candidates.add(Path.of(env));
        }
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (!dir.isEmpty()) {
                    candidates.add(Path.of(dir, "ptxas"));
                }
            }
        }
        String cuda = System.getenv("CUDA_HOME");
        if (cuda != null) {
            candidates.add(Path.of(cuda, "bin", "ptxas"));
        }
        candidates.add(Path.of("/usr/local/cuda/bin/ptxas"));
        return candidates.stream().filter(Files::isExecutable).findFirst().map(Ptxas::new);
    }

    /** Where it looks, for the message when it is absent. */
    static String searched() {
        return "none".equals(System.getProperty("plateau.ptxas")) ? "nowhere: -Dplateau.ptxas=none"
                : "-Dplateau.ptxas, $PTXAS, the PATH, $CUDA_HOME/bin, /usr/local/cuda/bin";
    }

    /** The executable. */
    Path executable() {
        return executable;
    }

    /** What one assembly said. */
    record Result(int exitCode, String output, long millis) {
        boolean ok() {
            return exitCode == 0;
        }
    }

    /**
     * Assembles PTX for an architecture ({@code sm_80}) in a temporary directory, warnings as
     * errors.
     */
    Result assemble(String ptx, String arch, String name) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("plateau-ptxas-");
        try {
            Path source = dir.resolve(name + ".ptx");
            Files.writeString(source, ptx, StandardCharsets.US_ASCII);
            Path log = dir.resolve("ptxas.log");
            long start = System.nanoTime();
            Process p = new ProcessBuilder(executable.toString(), "-arch=" + arch, "--warning-as-error",
                    "-o", dir.resolve(name + ".cubin").toString(), source.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                return new Result(-1, "ptxas did not finish within 5 minutes", 0);
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            return new Result(p.exitValue(), Files.readString(log), millis);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(dir);
        }
    }
}

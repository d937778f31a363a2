package dev.plateau.learn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files of a training run: {@code config.json} (what the run trains, so that it resumes),
 * {@code checkpoints/iteration-K.net} (the network after iteration K; 0 is the untrained one),
 * {@code metrics.csv} (losses and timings per iteration), {@code arena.csv} (the evaluation games),
 * {@code elo.csv} and the plots {@code loss.png} and {@code elo.png}.
 */
public record RunDirectory(Path root) {
    private static final Pattern CHECKPOINT = Pattern.compile("iteration-(\\d+)\\.net");

    /** The run's settings. */
    public Path config() {
        return root.resolve("config.json");
    }

    /** The checkpoint after an iteration. */
    public Path checkpoint(int iteration) {
        return root.resolve("checkpoints").resolve(String.format("iteration-%04d.net", iteration));
    }

    /** The losses and timings per iteration. */
    public Path metrics() {
        return root.resolve("metrics.csv");
    }

    /** The results of the evaluation games. */
    public Path arena() {
        return root.resolve("arena.csv");
    }

    /** The Elo ratings after each evaluation. */
    public Path elo() {
        return root.resolve("elo.csv");
    }

    /** The last iteration with a checkpoint, if any. */
    public Optional<Integer> latestIteration() {
        Path dir = root.resolve("checkpoints");
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> CHECKPOINT.matcher(p.getFileName().toString())).filter(Matcher::matches)
                    .map(m -> Integer.parseInt(m.group(1))).max(Integer::compare);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The newest checkpoint, if any. */
    public Optional<Path> latestCheckpoint() {
        return latestIteration().map(this::checkpoint);
    }
}

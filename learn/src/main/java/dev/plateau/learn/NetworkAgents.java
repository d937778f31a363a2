package dev.plateau.learn;

import dev.plateau.agents.Agent;
import dev.plateau.agents.AgentProvider;
import dev.plateau.agents.GumbelAgent;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code net} agents: a trained network, alone or guiding Gumbel search. Specs:
 * {@code net:run=DIR} (the latest checkpoint of a training run), {@code net:run=DIR,iteration=K} (its
 * checkpoint after iteration K) or {@code net:file=PATH} (a network file), with {@code sims=N}
 * simulations of Gumbel search per move (default 32; 0 plays the policy's best move), {@code m=M}
 * considered actions at the root (default 16) and {@code c=X} the search's c_scale (default 0.1).
 */
public final class NetworkAgents implements AgentProvider {
    /** The simulations of a net agent unless given. */
    public static final int DEFAULT_SIMULATIONS = 32;

    /** c_scale of a net agent's search unless given: as in self-play ({@link TrainingConfig#cScale}). */
    public static final double DEFAULT_C_SCALE = 0.1;

    private static final Set<String> KEYS = Set.of("run", "file", "iteration", "sims", "m", "c");

    /** The most network files whose descriptions are kept. */
    private static final int DESCRIPTIONS = 64;

    /**
     * The descriptions of the network files read so far, by file, with the file's time and size when it
     * was read: shared, as {@link java.util.ServiceLoader} makes a provider for each look-up.
     */
    private static final Map<Path, Described> DESCRIBED = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Path, Described> eldest) {
            return size() > DESCRIPTIONS;
        }
    };

    private record Described(long modified, long size, PolicyValueNetwork.Description description) {}

    @Override
    public String kind() {
        return "net";
    }

    @Override
    public String syntax() {
        return "net:run=DIR,iteration=K,sims=N,m=M,c=X or net:file=PATH,sims=N,m=M,c=X (a trained network; sims=0 plays"
                + " its policy)";
    }

    @Override
    public void check(Map<String, String> settings) {
        for (String key : settings.keySet()) {
            if (!KEYS.contains(key)) {
                throw new IllegalArgumentException("unknown setting " + key
                        + " (net takes run, file, iteration, sims, m and c)");
            }
        }
        if (settings.containsKey("run") == settings.containsKey("file")) {
            throw new IllegalArgumentException("net needs either run=DIR or file=PATH");
        }
        if (settings.containsKey("iteration") && !settings.containsKey("run")) {
            throw new IllegalArgumentException("iteration=K picks a checkpoint of a run; give run=DIR");
        }
        int sims = number(settings, "sims", DEFAULT_SIMULATIONS);
        if (sims < 0 || sims > 100_000) {
            throw new IllegalArgumentException("sims must be in [0, 100000], not " + sims);
        }
        int m = number(settings, "m", GumbelAgent.Settings.DEFAULT.maxConsideredActions());
        if (m < 1) {
            throw new IllegalArgumentException("m must be at least 1, not " + m);
        }
        double c = scale(settings);
        if (!(c > 0 && c <= 100)) {
            throw new IllegalArgumentException("c must be in (0, 100], not " + settings.get("c"));
        }
        if (settings.containsKey("iteration") && number(settings, "iteration", 0) < 0) {
            throw new IllegalArgumentException("iteration must be at least 0");
        }
        Path file = file(settings);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + ": no such network file");
        }
    }

    @Override
    public Agent create(Map<String, String> settings, CompiledGame game, Backend backend) {
        Path file = file(settings);
        PolicyValueNetwork network;
        try {
            network = PolicyValueNetwork.load(file, game);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        int sims = number(settings, "sims", DEFAULT_SIMULATIONS);
        String name = "net:" + file.getFileName();
        if (sims == 0) {
            return new PolicyAgent(network, name + ",sims=0");
        }
        GumbelAgent.Settings d = GumbelAgent.Settings.DEFAULT;
        return new GumbelAgent(game, backend, new GumbelAgent.Settings(sims,
                number(settings, "m", d.maxConsideredActions()), d.cVisit(), scale(settings)),
                new NetworkEvaluator(network, true));
    }

    /**
     * Why the network of a spec cannot play a game, if it cannot, from the description at the start of
     * its file ({@link PolicyValueNetwork#describe}), which is read once while the file stays the same:
     * its observation planes, and for a ResNet its grid and action count, must be the game's ({@link
     * PolicyValueNetwork.Description#problemWith}, the check {@link #create} makes).
     */
    @Override
    public Optional<String> problemWith(Map<String, String> settings, CompiledGame game) {
        Path file;
        try {
            file = file(settings);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            return Optional.of(e.getMessage()); // a run without a checkpoint yet, or one that cannot be listed
        }
        try {
            return describe(file).problemWith(game);
        } catch (java.nio.file.NoSuchFileException e) {
            return Optional.of(file + ": no such network file");
        } catch (IOException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** The description of a network file, read again only when the file's time or size changed. */
    private static PolicyValueNetwork.Description describe(Path file) throws IOException {
        Path key = file.toAbsolutePath().normalize();
        long modified = Files.getLastModifiedTime(key).toMillis();
        long size = Files.size(key);
        synchronized (DESCRIBED) {
            Described known = DESCRIBED.get(key);
            if (known != null && known.modified() == modified && known.size() == size) {
                return known.description();
            }
        }
        PolicyValueNetwork.Description read = PolicyValueNetwork.describe(key);
        synchronized (DESCRIBED) {
            DESCRIBED.put(key, new Described(modified, size, read));
        }
        return read;
    }

    /** The network file a spec names. */
    private static Path file(Map<String, String> settings) {
        if (settings.containsKey("file")) {
            return Path.of(settings.get("file"));
        }
        RunDirectory run = new RunDirectory(Path.of(settings.get("run")));
        if (settings.containsKey("iteration")) {
            return run.checkpoint(number(settings, "iteration", 0));
        }
        return run.latestCheckpoint().orElseThrow(() -> new IllegalArgumentException(
                settings.get("run") + ": the run has no checkpoint yet"));
    }

    private static double scale(Map<String, String> settings) {
        String v = settings.get("c");
        if (v == null) {
            return DEFAULT_C_SCALE;
        }
        try {
            return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("c must be a number, not \"" + v + "\"");
        }
    }

    private static int number(Map<String, String> settings, String key, int fallback) {
        String v = settings.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number, not \"" + v + "\"");
        }
    }
}

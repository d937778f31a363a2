package dev.plateau.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * Finds the backends on the class path and chooses among them. Listing never fails: a backend that
 * cannot run here is still listed, with its reason.
 *
 * <p>The first time a JVM chooses the best backend, it logs the choice and why at INFO, and warns
 * about every better backend that should run here but does not (the simd backend without {@code
 * --add-modules jdk.incubator.vector}, say), on the logger {@value #LOGGER}.
 */
public final class Backends {
    /** The name that asks for the best available backend. */
    public static final String BEST = "best";

    /** The name of the {@link System.Logger} that reports the choice of backend. */
    public static final String LOGGER = "dev.plateau.backends";

    private static final System.Logger LOG = System.getLogger(LOGGER);
    private static final AtomicBoolean ANNOUNCED = new AtomicBoolean();

    private Backends() {}

    /** One backend and whether it can run here. */
    public record Info(Backend backend, Availability availability) {
        /** The backend's name. */
        public String name() {
            return backend.name();
        }
    }

    /**
     * The outcome of choosing the best backend.
     *
     * @param backend the chosen backend
     * @param reason why it was chosen, in one line
     * @param warnings one line for each better backend that should run here but does not, saying why
     *     and how to fix it
     */
    public record Choice(Backend backend, String reason, List<String> warnings) {
        /** Defensive copy. */
        public Choice {
            warnings = List.copyOf(warnings);
        }
    }

    /** Every backend on the class path, best first, with its availability. */
    public static List<Info> all() {
        return ranked(ServiceLoader.load(Backend.class));
    }

    /** These backends, best first (highest {@link Backend#priority()}), each with its availability. */
    static List<Info> ranked(Iterable<Backend> backends) {
        List<Info> result = new ArrayList<>();
        for (Backend b : backends) {
            Availability a;
            try {
                a = b.availability();
            } catch (RuntimeException | LinkageError e) {
                a = Availability.no("its availability check failed: " + e);
            }
            result.add(new Info(b, a));
        }
        result.sort(Comparator.comparingInt((Info i) -> i.backend().priority()).reversed());
        return result;
    }

    /**
     * The available backend with the highest priority (the scalar backend at worst). The first call in
     * a JVM logs the choice at INFO and its warnings at WARNING.
     */
    public static Backend best() {
        Choice choice = choose(all());
        if (ANNOUNCED.compareAndSet(false, true)) {
            announce(choice, LOG);
        }
        return choice.backend();
    }

    /** Logs a choice: its reason at INFO, then each of its warnings at WARNING. */
    static void announce(Choice choice, System.Logger log) {
        log.log(System.Logger.Level.INFO, choice.reason());
        for (String warning : choice.warnings()) {
            log.log(System.Logger.Level.WARNING, warning);
        }
    }

    /**
     * Chooses among backends listed best first, as {@link #all()} lists them: the first available
     * one, or the scalar backend if none is.
     */
    public static Choice choose(List<Info> ranked) {
        Info chosen = ranked.stream().filter(i -> i.availability().available()).findFirst()
                .orElseGet(() -> new Info(new ScalarBackend(), new ScalarBackend().availability()));
        List<Info> better = ranked.stream()
                .filter(i -> i.backend().priority() > chosen.backend().priority()).toList();
        String reason = "Plateau uses the " + chosen.name() + " backend (" + chosen.availability().detail() + ")"
                + (better.isEmpty() ? ", the best on the class path" : better.stream()
                        .map(i -> i.name() + ": " + i.availability().detail())
                        .collect(Collectors.joining("; ", "; better ones cannot run here: ", "")));
        List<String> warnings = better.stream().filter(i -> i.availability().misconfigured())
                .map(i -> "the " + i.name() + " backend cannot run, so Plateau falls back to the slower "
                        + chosen.name() + " backend: " + i.availability().detail())
                .toList();
        return new Choice(chosen.backend(), reason, warnings);
    }

    /**
     * The backend with this name, or the best one for {@link #BEST}.
     *
     * @throws BackendUnavailableException if no backend has this name, or it cannot run here
     */
    public static Backend byName(String name) {
        if (BEST.equals(name)) {
            return best();
        }
        List<Info> all = all();
        for (Info i : all) {
            if (i.name().equals(name)) {
                if (!i.availability().available()) {
                    throw new BackendUnavailableException("backend `" + name + "` is not available here: "
                            + i.availability().detail());
                }
                return i.backend();
            }
        }
        throw new BackendUnavailableException("no backend is called `" + name + "`; the backends are: "
                + all.stream().map(Info::name).collect(Collectors.joining(", ")) + ", or `" + BEST + "`");
    }
}

package dev.plateau.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Finds the backends on the class path and chooses among them. Listing never fails: a backend that
 * cannot run here is still listed, with its reason.
 */
public final class Backends {
    /** The name that asks for the best available backend. */
    public static final String BEST = "best";

    private Backends() {}

    /** One backend and whether it can run here. */
    public record Info(Backend backend, Availability availability) {
        /** The backend's name. */
        public String name() {
            return backend.name();
        }
    }

    /** Every backend on the class path, best first, with its availability. */
    public static List<Info> all() {
        List<Info> result = new ArrayList<>();
        for (Backend b : ServiceLoader.load(Backend.class)) {
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

    private static final System.Logger LOG = System.getLogger("dev.plateau.backends");

    /** The available backend with the highest priority (the scalar backend at worst). */
    public static Backend best() {
        List<Info> all = all();
        Backend chosen = all.stream().filter(i -> i.availability().available()).findFirst()
                .map(Info::backend).orElseGet(ScalarBackend::new);
        LOG.log(System.Logger.Level.DEBUG, () -> "backend " + chosen.name() + " chosen; "
                + all.stream().map(i -> i.name() + ": " + i.availability().detail()).collect(Collectors.joining("; ")));
        return chosen;
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

package dev.plateau.cuda.ptx;

import dev.plateau.plan.Plan;
import dev.plateau.plan.StateLayout;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Emits the PTX module of a plan, and caches it per plan and target. Emission is deterministic: the
 * same plan (or two plans of the same game) gives the same text.
 */
public final class PtxModules {
    /** Plans compare by identity; a module lives as long as its plan. */
    private static final Map<Plan, Map<PtxTarget, PtxModule>> CACHE = new WeakHashMap<>();

    private PtxModules() {}

    /** The module of a plan for a target, emitted on first use. */
    /**
     * The most lines of PTX a module may have for a device: the largest library module but Go's
     * has about 15,000 lines, which ptxas assembles in seconds; Go's 88,000 (its {@code no_repeat}
     * boards are 2,026 state fields held in registers) did not assemble in five minutes, even at -O0.
     */
    public static final int MAX_DEVICE_LINES = 50_000;

    /**
     * The module of a plan for a GPU, whose driver must assemble it.
     *
     * @throws dev.plateau.sim.BackendException if the module is too large to assemble in reasonable
     *     time ({@link #MAX_DEVICE_LINES}), with the game, its size and what to use instead
     */
    public static PtxModule forDevice(Plan plan, PtxTarget target) {
        PtxModule module = of(plan, target);
        long lines = module.text().lines().count();
        if (lines > MAX_DEVICE_LINES) {
            throw new dev.plateau.sim.BackendException(String.format(java.util.Locale.ROOT,
                    "the cuda backend cannot run %s yet: its PTX has %,d lines, over the %,d the driver assembles in"
                            + " reasonable time (a game whose state holds many boards, such as no_repeat's); use simd",
                    plan.game().name(), lines, MAX_DEVICE_LINES));
        }
        return module;
    }

    public static PtxModule of(Plan plan, PtxTarget target) {
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(plan, p -> new EnumMap<>(PtxTarget.class))
                    .computeIfAbsent(target, t -> emit(plan, t));
        }
    }

    /** Emits the module of a plan for a target, without the cache. */
    public static PtxModule emit(Plan plan, PtxTarget target) {
        return emit(plan, target, EnumSet.allOf(Kernel.class));
    }

    /**
     * Emits a module with only some of the kernels (each kernel is self-contained, so any subset is
     * a valid module; {@code plateau ptx --kernel} prints one).
     */
    public static PtxModule emit(Plan plan, PtxTarget target, Set<Kernel> kernels) {
        PtxWriter w = new PtxWriter();
        w.lines(PtxHeader.header(target));
        w.blank();
        w.topComment("Plateau kernels of the game \"" + plan.game().name() + "\" (generated: do not edit).");
        w.topComment("Kernel ABI and register conventions: cuda-backend/README.md.");
        w.topComment("State: field f of environment i is the u64 at state + (f * B + i) * 8; the fields:");
        StringBuilder line = new StringBuilder();
        for (int f = 0; f < plan.layout().fieldCount(); f++) {
            StateLayout.Field field = plan.layout().fields().get(f);
            String item = f + " " + field.name();
            if (line.length() + item.length() > 90) {
                w.topComment("  " + line.toString().strip());
                line.setLength(0);
            }
            line.append(item).append(f + 1 < plan.layout().fieldCount() ? ", " : "");
        }
        w.topComment("  " + line.toString().strip());
        w.topComment("Inputs: %r" + plan.inputRegister(Plan.Input.ACTION) + " action, %r"
                + plan.inputRegister(Plan.Input.ENV_INDEX) + " env index, %r" + plan.inputRegister(Plan.Input.SEED)
                + " seed, %r" + plan.inputRegister(Plan.Input.STEP_LIMIT) + " step limit.");
        for (Kernel k : kernels) {
            w.blank();
            if (k == Kernel.SUMMARY) {
                SummaryEmitter.emit(w, plan.layout());
            } else {
                KernelEmitter.emit(w, plan, k);
            }
        }
        return new PtxModule(target, plan.game().name(), w.text());
    }
}

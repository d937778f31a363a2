package dev.plateau.sim;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A named, typed setting of one backend's engines, carried by {@link EngineOptions}. A backend
 * declares its settings as constants (such as {@code SimdBackend.LANES}); a user sets them through
 * {@link Simulator.Builder#setting}. Core knows no backend's settings: it only carries and checks
 * them, so it stays free of the backends.
 *
 * @param <T> the value's type
 */
public final class EngineSetting<T> {
    private final String name;
    private final Class<T> type;
    private final T defaultValue;
    private final String allowed;
    private final Predicate<T> valid;

    private EngineSetting(String name, Class<T> type, T defaultValue, String allowed, Predicate<T> valid) {
        this.name = Objects.requireNonNull(name);
        this.type = type;
        this.defaultValue = defaultValue;
        this.allowed = allowed;
        this.valid = valid;
    }

    /** A whole-number setting from {@code min} to {@code max}. */
    public static EngineSetting<Integer> ofInt(String name, int defaultValue, int min, int max) {
        return new EngineSetting<>(name, Integer.class, defaultValue, "a whole number from " + min + " to " + max,
                v -> v >= min && v <= max);
    }

    /** A setting whose values are the constants of an enum, named in lower case in messages. */
    public static <E extends Enum<E>> EngineSetting<E> ofEnum(String name, Class<E> type, E defaultValue) {
        String names = Arrays.stream(type.getEnumConstants()).map(e -> e.name().toLowerCase(java.util.Locale.ROOT))
                .collect(Collectors.joining(", "));
        return new EngineSetting<>(name, type, defaultValue, "one of " + names, v -> true);
    }

    /** The name messages use, such as {@code simd.lanes}. */
    public String name() {
        return name;
    }

    /** The value an engine uses where the options do not set this setting. */
    public T defaultValue() {
        return defaultValue;
    }

    /** The values allowed, in words. */
    public String allowed() {
        return allowed;
    }

    /**
     * Returns {@code value} if it is allowed.
     *
     * @throws IllegalArgumentException naming the setting and the values allowed
     */
    public T check(T value) {
        if (value == null || !type.isInstance(value) || !valid.test(value)) {
            throw new IllegalArgumentException("the engine setting " + name + " must be " + allowed + ", not "
                    + (value instanceof Enum<?> e ? e.name().toLowerCase(java.util.Locale.ROOT) : value));
        }
        return value;
    }

    @Override
    public String toString() {
        return name;
    }
}

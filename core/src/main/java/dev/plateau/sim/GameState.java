package dev.plateau.sim;

import java.util.Arrays;

/**
 * The whole state of one environment, saved by {@link Simulator#save(int)}: its values of the plan's
 * {@link dev.plateau.plan.StateLayout} fields (F 64-bit words, field order), tied to the {@link
 * CompiledGame} it was saved from. Immutable; two are equal when they hold the same words of the same
 * compiled game (the same instance: a game compiled twice gives two different games). {@link
 * Simulator#restore(int, GameState)} writes it into any environment of any simulator of that game, on
 * any backend: the words are the same on every backend.
 */
public final class GameState {
    private final CompiledGame game;
    private final long[] fields;

    /** Takes over {@code fields} (callers pass a fresh array). */
    GameState(CompiledGame game, long[] fields) {
        this.game = game;
        this.fields = fields;
    }

    /** The compiled game the state belongs to. */
    public CompiledGame game() {
        return game;
    }

    /** F, the number of fields. */
    public int fieldCount() {
        return fields.length;
    }

    /** The value of field f, in the layout's field order. */
    public long field(int f) {
        return fields[f];
    }

    /** The fields, a copy. */
    public long[] toArray() {
        return fields.clone();
    }

    /** The fields themselves, for the simulator (never handed out). */
    long[] words() {
        return fields;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameState other && other.game == game && Arrays.equals(other.fields, fields);
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(game) * 31 + Arrays.hashCode(fields);
    }

    @Override
    public String toString() {
        return "GameState[" + game.game().name() + ", " + fields.length + " fields]";
    }
}

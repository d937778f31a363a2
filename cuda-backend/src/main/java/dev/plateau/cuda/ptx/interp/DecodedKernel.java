package dev.plateau.cuda.ptx.interp;

import dev.plateau.cuda.ptx.PtxType;
import java.util.List;

/**
 * One kernel, decoded for execution: parallel arrays indexed by instruction (the form and the
 * operand slots), no strings on the hot path. Every register, special register and immediate has a
 * slot in a thread's {@code long[]} register file: immediates are slots that {@link #initialSlots()}
 * pre-fills, so every operand is a slot index.
 *
 * <p>Slot values: a 64-bit register holds its bits; a 32-bit register its value zero-extended; a
 * predicate 0 or 1.
 */
final class DecodedKernel {
    /** A parameter, in launch order. */
    record Param(String name, PtxType type) {}

    final String name;
    final List<Param> params;
    final Form[] forms;
    final int[] dst;
    final int[] a;
    final int[] b;
    final int[] c;
    /** The slot of the guard predicate, or −1. */
    final int[] guard;
    /** Whether the guard is negated ({@code @!%p}). */
    final boolean[] guardNegated;
    /** The instruction index a branch goes to. */
    final int[] target;
    /** Each instruction as text, for error messages. */
    final String[] text;
    final int[] lines;
    private final long[] initialSlots;
    final int ctaidSlot;
    final int ntidSlot;
    final int tidSlot;

    DecodedKernel(String name, List<Param> params, Form[] forms, int[] dst, int[] a, int[] b, int[] c, int[] guard,
            boolean[] guardNegated, int[] target, String[] text, int[] lines, long[] initialSlots, int ctaidSlot,
            int ntidSlot, int tidSlot) {
        this.name = name;
        this.params = List.copyOf(params);
        this.forms = forms;
        this.dst = dst;
        this.a = a;
        this.b = b;
        this.c = c;
        this.guard = guard;
        this.guardNegated = guardNegated;
        this.target = target;
        this.text = text;
        this.lines = lines;
        this.initialSlots = initialSlots;
        this.ctaidSlot = ctaidSlot;
        this.ntidSlot = ntidSlot;
        this.tidSlot = tidSlot;
    }

    /** The entry name. */
    String name() {
        return name;
    }

    /** The parameters, in launch order. */
    List<Param> params() {
        return params;
    }

    /** The number of instructions. */
    int size() {
        return forms.length;
    }

    /** The register file size of one thread. */
    int slotCount() {
        return initialSlots.length;
    }

    /** Resets a thread's register file: immediates in their slots, everything else zero. */
    void resetSlots(long[] slots) {
        System.arraycopy(initialSlots, 0, slots, 0, initialSlots.length);
    }
}

package dev.plateau.conformance;

import java.util.BitSet;
import java.util.List;

/**
 * One step of a playout as written in the file, in Ludii's codes and player numbers.
 *
 * @param mover {@code p}: 1 or 2
 * @param move {@code m}: a code, or −1 for a pass
 * @param legalCodes {@code L} decoded: bit c is set iff code c is legal (a copy is kept and returned)
 * @param passLegal {@code P} present (and not 0)
 * @param changes {@code d}: other changed cells as pairs {code, new owner (0 emptied, 1, 2)}
 */
public record RawStep(int mover, int move, BitSet legalCodes, boolean passLegal, List<int[]> changes) {
    /** A step; the bit set is copied. */
    public RawStep {
        legalCodes = (BitSet) legalCodes.clone();
        changes = List.copyOf(changes);
    }

    /** {@code L} decoded: bit c is set iff code c is legal (a copy). */
    @Override
    public BitSet legalCodes() {
        return (BitSet) legalCodes.clone();
    }
}

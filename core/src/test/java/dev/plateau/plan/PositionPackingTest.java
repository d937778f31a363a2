package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.plateau.plan.PositionPacking.Place;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PositionPackingTest {
    @Test
    void tablutKeepsAPositionInFourWords() {
        // 81 cells: two words a board, 17 bits of the second; attackers, defenders and the king.
        PositionPacking tablut = PositionPacking.of(3, 81);
        assertEquals(4, tablut.size());
        assertEquals(0, tablut.fullWord(0, 0));
        assertEquals(2, tablut.fullWord(2, 0));
        assertEquals(new Place(3, 0), tablut.lastWord(0));
        assertEquals(new Place(3, 17), tablut.lastWord(1));
        assertEquals(new Place(3, 34), tablut.lastWord(2));
        assertEquals(new Place(3, 51), tablut.player());
        assertEquals((1L << 17) - 1, tablut.lastMask());
    }

    @Test
    void wholeWordsStayWhole() {
        // 8 × 8: every board is one full word; the player needs a word of its own.
        PositionPacking chess = PositionPacking.of(2, 64);
        assertEquals(3, chess.size());
        assertEquals(new Place(0, 0), chess.lastWord(0));
        assertEquals(new Place(1, 0), chess.lastWord(1));
        assertEquals(new Place(2, 0), chess.player());
        assertEquals(-1L, chess.lastMask());
    }

    @Test
    void aPartThatDoesNotFitStartsANewWord() {
        // 7 × 7: 49 bits a board, so the second board starts a word, which the player's bit shares.
        PositionPacking small = PositionPacking.of(2, 49);
        assertEquals(2, small.size());
        assertEquals(new Place(0, 0), small.lastWord(0));
        assertEquals(new Place(1, 0), small.lastWord(1));
        assertEquals(new Place(1, 49), small.player());
    }

    /**
     * Every layout up to 8 boards of 1,024 bits: the parts lie inside their words and never overlap,
     * the whole words have packed words of their own, and a position never takes more words than
     * unpacked (B · W + 1), so that equal packed words mean equal positions.
     */
    @Test
    void partsNeverOverlapAndNeverTakeMoreWords() {
        for (int boards = 1; boards <= 8; boards++) {
            for (int bits = 1; bits <= 1024; bits++) {
                PositionPacking p = PositionPacking.of(boards, bits);
                String what = boards + " boards of " + bits + " bits";
                long[] used = new long[p.size()];
                Set<Integer> whole = new HashSet<>();
                for (int b = 0; b < boards; b++) {
                    for (int w = 0; w < p.words() - 1; w++) {
                        int word = p.fullWord(b, w);
                        assertTrue(whole.add(word), what);
                        claim(used, new Place(word, 0), Long.SIZE, what);
                    }
                    claim(used, p.lastWord(b), p.lastBits(), what);
                }
                claim(used, p.player(), 1, what);
                assertTrue(p.size() <= boards * p.words() + 1, what);
                assertEquals(bits, 64 * (p.words() - 1) + p.lastBits(), what);
            }
        }
    }

    private static void claim(long[] used, Place place, int width, String what) {
        assertTrue(place.word() >= 0 && place.word() < used.length, what + ": word " + place.word());
        assertTrue(place.shift() >= 0 && place.shift() + width <= Long.SIZE, what + ": " + place + " width " + width);
        long bits = (width == Long.SIZE ? -1L : (1L << width) - 1) << place.shift();
        assertEquals(0, used[place.word()] & bits, what + ": " + place + " overlaps");
        used[place.word()] |= bits;
    }
}

package dev.plateau.plan;

import java.util.Arrays;

/** A bitboard value in a program under construction: one register per 64-bit word. */
record Bits(int[] words) {
    Bits {
        words = words.clone();
    }

    int word(int w) {
        return words[w];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Bits b && Arrays.equals(words, b.words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }

    @Override
    public String toString() {
        return "Bits" + Arrays.toString(words);
    }
}

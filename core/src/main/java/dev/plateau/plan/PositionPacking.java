package dev.plateau.plan;

/**
 * How the history keeps a position (docs/language.md, {@code repeated}): the words of every piece
 * board and the player to move, packed so that the boards' last, partly used words share words. A
 * board whose bit layout has n bits ({@code Topology.bitCount()}) uses only n − 64 · (W − 1) bits of
 * its last word; those parts, each masked to its bits, and the player's one bit are laid end to end,
 * each starting a new word only where it would not fit in the current one. The study's Tablut (81
 * cells, three boards of two words) keeps a position in 4 words instead of 7, which shortens both the
 * comparison with every entry and the move of every entry down the history. The parts do not
 * overlap, so two positions are equal exactly where their packed words are.
 *
 * @param boards B, the piece boards of a position
 * @param words W, the words of one board
 * @param lastBits the bits of a board's last word in the bit layout, 1 … 64
 */
public record PositionPacking(int boards, int words, int lastBits) {
    /** The packing of {@code boards} boards of a bit layout of {@code bits} bits. */
    public static PositionPacking of(int boards, int bits) {
        int words = (bits + 63) / 64;
        return new PositionPacking(boards, words, bits - 64 * (words - 1));
    }

    /** The mask of the bits of a board's last word that the layout uses. */
    public long lastMask() {
        return lastBits == Long.SIZE ? -1L : (1L << lastBits) - 1;
    }

    /** Where a part of a position goes: its packed word and the shift of its lowest bit. */
    public record Place(int word, int shift) {}

    /** K, the packed words of one position. */
    public int size() {
        return place(boards).word() + 1;
    }

    /** The packed word that holds word {@code w} of board {@code b}, for every word but the last. */
    public int fullWord(int b, int w) {
        return b * (words - 1) + w;
    }

    /** Where the last word of board {@code b} goes. */
    public Place lastWord(int b) {
        return place(b);
    }

    /** Where the player to move (0 or 1) goes. */
    public Place player() {
        return place(boards);
    }

    /** Part i: the last word of board i, or for i = B the player's bit. */
    private Place place(int part) {
        int word = boards * (words - 1);
        int bit = 0;
        for (int i = 0; ; i++) {
            int width = i < boards ? lastBits : 1;
            if (bit + width > Long.SIZE) {
                word++;
                bit = 0;
            }
            if (i == part) {
                return new Place(word, bit);
            }
            bit += width;
        }
    }
}

package dev.plateau.plan;

/**
 * The game-relevant part of an environment's state while a program is built, with absolute players:
 * the two boards, the other piece boards, previous moves (bit index or −1), pass flags (booleans)
 * scores (int32) and the counts of pieces in hand (int32, one per hand type and player). Fields a
 * game does not store are constants (−1, false, 0, empty boards).
 */
record Snapshot(Bits p1, Bits p2, Pieces pieces, int prev1, int prev2, int passed1, int passed2, int score1,
        int score2, java.util.List<Integer> hands1, java.util.List<Integer> hands2) {}

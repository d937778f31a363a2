package dev.plateau.plan;

/**
 * The game-relevant part of an environment's state while a program is built, with absolute players:
 * the two boards, the other piece boards, previous moves (bit index or −1), pass flags (booleans)
 * and scores (int32). Fields a game does not store are constants (−1, false, 0, empty boards).
 */
record Snapshot(Bits p1, Bits p2, Pieces pieces, int prev1, int prev2, int passed1, int passed2, int score1,
        int score2) {}

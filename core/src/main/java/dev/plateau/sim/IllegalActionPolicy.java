package dev.plateau.sim;

/** What {@link Simulator#step} does with an illegal action (docs/language.md, Illegal actions). */
public enum IllegalActionPolicy {
    /** The offender loses the game (as in PGX). The default. */
    PENALTY,
    /** The whole step is rejected with an {@link IllegalActionException}; nothing changes. */
    STRICT
}

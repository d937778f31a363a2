package dev.plateau.plan;

import dev.plateau.rules.Game;
import dev.plateau.rules.Phase;
import dev.plateau.rules.Player;
import dev.plateau.rules.Repetition;
import java.util.ArrayList;
import java.util.List;

/**
 * The turn positions of a game (docs/language.md, Turn position), numbered in phase order: position
 * {@code i} is entry {@link #entry(int)} of phase {@link #phase(int)}. Everything about turn order
 * is a fixed table over positions: the player at a position, the position after advancing once, and
 * where the automatic pass-over lands.
 */
public final class Positions {
    private final int[] phase;
    private final int[] entry;
    private final int[] player;
    private final int[] next;
    private final int[] passOver;

    /** The positions of a game. */
    public Positions(Game game) {
        List<int[]> list = new ArrayList<>();
        List<Phase> phases = game.phases();
        int[] firstOfPhase = new int[phases.size()];
        for (int p = 0; p < phases.size(); p++) {
            firstOfPhase[p] = list.size();
            for (int e = 0; e < phases.get(p).order().size(); e++) {
                list.add(new int[] {p, e});
            }
        }
        int n = list.size();
        phase = new int[n];
        entry = new int[n];
        player = new int[n];
        next = new int[n];
        for (int i = 0; i < n; i++) {
            int p = list.get(i)[0];
            int e = list.get(i)[1];
            Phase ph = phases.get(p);
            phase[i] = p;
            entry[i] = e;
            player[i] = ph.order().get(e).index();
            if (e + 1 < ph.order().size()) {
                next[i] = i + 1;
            } else if (ph.repetition() == Repetition.REPEAT || p == phases.size() - 1) {
                next[i] = firstOfPhase[p];
            } else {
                next[i] = firstOfPhase[p + 1];
            }
        }
        passOver = new int[n];
        for (int i = 0; i < n; i++) {
            passOver[i] = advanceToOpponent(i);
        }
    }

    /** Advances at least once until the player is the other one; −1 if that never happens. */
    private int advanceToOpponent(int from) {
        int target = 1 - player[from];
        int pos = from;
        for (int steps = 0; steps <= next.length; steps++) {
            pos = next[pos];
            if (player[pos] == target) {
                return pos;
            }
        }
        return -1;
    }

    /** The number of positions. */
    public int count() {
        return phase.length;
    }

    /** The phase of a position. */
    public int phase(int position) {
        return phase[position];
    }

    /** The entry index of a position within its phase's order. */
    public int entry(int position) {
        return entry[position];
    }

    /** The player at a position. */
    public Player player(int position) {
        return Player.of(player[position]);
    }

    /** The position after advancing once (docs/language.md, Turn position). */
    public int next(int position) {
        return next[position];
    }

    /**
     * Where the automatic pass-over of the player at this position lands: the first position after
     * it whose player is the other one, or −1 if advancing never reaches the other player
     * (docs/language.md, Automatic pass-over).
     */
    public int passOver(int position) {
        return passOver[position];
    }

    /** The position of (phase, entry). */
    public int of(int phaseIndex, int entryIndex) {
        for (int i = 0; i < phase.length; i++) {
            if (phase[i] == phaseIndex && entry[i] == entryIndex) {
                return i;
            }
        }
        throw new IllegalArgumentException("no position (" + phaseIndex + ", " + entryIndex + ")");
    }
}

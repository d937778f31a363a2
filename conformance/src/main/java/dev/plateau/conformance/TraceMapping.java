package dev.plateau.conformance;

import java.util.Map;
import java.util.Optional;

/**
 * What Plateau makes of a trace set's players and components (conformance/README.md, The mapping
 * file): read from the optional {@code <set>.plateau.json} next to the traces, together with the
 * components that the site table lists. Without a mapping file, Ludii's player k is Plateau's
 * player k and each component is a piece of the implicit type ({@link Piece#IMPLICIT}) of its owner.
 *
 * @param game the set's name
 * @param libraryGame the library game that plays the set, {@code games/<libraryGame>.ldx}, if the
 *     mapping names one (the tests replay each set on it; {@code plateau conform} is given a game)
 * @param parameters the values of that game's parameters for the set (empty: the defaults)
 * @param swapPlayers whether the recording engine's player 1 is Plateau's P2 (and its player 2 P1)
 * @param components the components by their index {@code what} (1, 2, …; 0 is an empty cell)
 */
public record TraceMapping(String game, Optional<String> libraryGame, Map<String, Integer> parameters,
        boolean swapPlayers, Map<Integer, Component> components) {

    /** The owner of a component whose cells hold their owner in their {@code state} field (Reversi's discs). */
    public static final int OWNER_IN_STATE = -1;

    /**
     * A component in Plateau terms.
     *
     * @param owner the recording engine's owner: 0 neutral, 1 or 2 a player, or {@link #OWNER_IN_STATE}
     * @param piece the Plateau piece type its pieces are
     */
    public record Component(int owner, String piece) {}

    /** A mapping; the maps are copied. */
    public TraceMapping {
        parameters = Map.copyOf(parameters);
        components = Map.copyOf(components);
    }

    /** The components of a placement-format set: 1 and 2, the two players' pieces of the implicit type. */
    static Map<Integer, Component> placementComponents() {
        return Map.of(1, new Component(1, Piece.IMPLICIT), 2, new Component(2, Piece.IMPLICIT));
    }

    /**
     * A player of the recording engine (1, 2) as a Plateau player index (0 P1, 1 P2).
     *
     * @throws IllegalArgumentException for another number
     */
    public int player(int engine) {
        if (engine != 1 && engine != 2) {
            throw new IllegalArgumentException("player " + engine + " is not 1 or 2");
        }
        return swapPlayers ? 2 - engine : engine - 1;
    }

    /** A winner of the recording engine (1, 2, 0 = draw) as a Plateau winner (0, 1, −1). */
    public int winner(int engine) {
        return engine == 0 ? -1 : player(engine);
    }

    /** Final scores of the recording engine's players 1 and 2 as Plateau's [P1, P2]. */
    public int[] scores(int[] engine) {
        return swapPlayers ? new int[] {engine[1], engine[0]} : new int[] {engine[0], engine[1]};
    }

    /**
     * The content of a cell that holds component {@code what} (0: empty) with this {@code state}.
     *
     * @throws IllegalArgumentException if the component is not listed, or its owner is in a state
     *     that is not 1 or 2
     */
    public Piece piece(int what, int state) {
        if (what == 0) {
            return null;
        }
        Component c = components.get(what);
        if (c == null) {
            throw new IllegalArgumentException("component " + what + ", which the site table does not list");
        }
        int owner = c.owner() == OWNER_IN_STATE ? state : c.owner();
        if (c.owner() == OWNER_IN_STATE && owner != 1 && owner != 2) {
            throw new IllegalArgumentException("component " + what + " with the state " + state
                    + ", which should be its owner 1 or 2");
        }
        return new Piece(owner == 0 ? 3 : player(owner) + 1, c.piece());
    }
}

package dev.plateau.sim;

import java.util.List;

/**
 * A step under the strict policy received an illegal action; no environment changed. Names the
 * environment, the action and the legal actions.
 */
public final class IllegalActionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int environment;
    private final int action;
    private final transient List<Integer> legal;

    IllegalActionException(int environment, int action, List<Integer> legal) {
        super("environment " + environment + ": action " + action + " is illegal; the legal actions are " + legal);
        this.environment = environment;
        this.action = action;
        this.legal = List.copyOf(legal);
    }

    /** The index of the environment. */
    public int environment() {
        return environment;
    }

    /** The illegal action. */
    public int action() {
        return action;
    }

    /** The actions that were legal. */
    public List<Integer> legalActions() {
        return legal;
    }
}

package dev.plateau.learn;

import java.io.Serializable;

/**
 * One position of a self-play game with its training targets: what the network reads and what it
 * should answer there. Positions travel from the machines that play to the one that trains.
 *
 * @param observation the observation [C × H × W] ({@link dev.plateau.sim.Simulator#observations})
 * @param policy the search's improved policy over the action space [A]
 * @param legal the legal actions [A]
 * @param value the game's outcome for the player to move, in [−1, 1]
 */
public record Position(float[] observation, float[] policy, boolean[] legal, float value) implements Serializable {}

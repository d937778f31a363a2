/**
 * Players of compiled games and tournaments between them: the {@link dev.plateau.agents.Agent}
 * interface, a {@link dev.plateau.agents.RandomAgent random}, a one-ply {@link
 * dev.plateau.agents.GreedyAgent greedy}, a {@link dev.plateau.agents.UctAgent UCT} and a {@link
 * dev.plateau.agents.GumbelAgent Gumbel search} player (whose positions an {@link
 * dev.plateau.agents.Evaluator} judges, such as a neural network), the round-robin {@link dev.plateau.agents.Arena} and {@link dev.plateau.agents.Elo} ratings.
 */
package dev.plateau.agents;

/**
 * Learning on the JVM: policy-value networks that judge a game's positions for {@link
 * dev.plateau.agents.GumbelAgent}, self-play that produces their training data, and training runs
 * with checkpoints and Elo ratings. The networks are built on DJL with its PyTorch engine, whose CPU
 * libraries come from a Maven artifact (nothing is downloaded at run time).
 *
 * <p>Entry points: {@link dev.plateau.learn.PolicyValueNetwork} (a ResNet over the observation
 * planes or a graph isomorphism network over the board graph, optionally with a policy and value
 * head per player), {@link dev.plateau.learn.NetworkEvaluator} (the network as the search's {@link
 * dev.plateau.agents.Evaluator}), {@link dev.plateau.learn.TrainingRun} (self-play and training in a
 * run directory), {@link dev.plateau.learn.SelfPlay} (an iteration's games in blocks, which a {@link
 * dev.plateau.learn.SelfPlayer} plays here or on other machines) and the {@code net} agents of {@link
 * dev.plateau.learn.NetworkAgents}. The design
 * and the measured results are in {@code docs/learning.md}.
 */
package dev.plateau.learn;

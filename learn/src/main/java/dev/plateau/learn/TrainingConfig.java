package dev.plateau.learn;

import java.util.List;
import java.util.Map;

/**
 * What a training run does, saved in its {@code config.json} so that it resumes as it started.
 *
 * @param game the game file, as given
 * @param parameters the game's parameters bound on the command line
 * @param sizes the values of the game's {@code size} parameter to train on, one drawn per game (empty:
 *     the file's own size); more than one needs the GIN model
 * @param network the network's architecture
 * @param iterations the iterations to run (self-play, then training)
 * @param games self-play games per iteration, all played in lockstep
 * @param simulations Gumbel search simulations per self-play move
 * @param considered m, the actions Gumbel search considers at the root
 * @param cScale c_scale of Gumbel search's σ in self-play (0.1, as in DeepMind's mctx; the search's
 *     default of 1 makes the improved policy nearly one-hot on the best noisy Q-value)
 * @param trainSteps gradient steps per iteration
 * @param batchSize positions per gradient step
 * @param learningRate Adam's learning rate
 * @param weightDecay Adam's weight decay
 * @param window the positions of the latest self-play games kept for training, per size
 * @param augment whether positions are seen through random symmetries of the game
 * @param pastFraction the fraction of self-play games against a past checkpoint
 * @param evalEvery iterations between evaluations (0: none)
 * @param evalGames games per seat and opponent in an evaluation
 * @param evalSimulations Gumbel simulations per move of the network in evaluations
 * @param uctSimulations the simulations of the UCT opponent in evaluations
 * @param seed the randomness of the run
 * @param backend the simulators' backend
 * @param block the most self-play games of one block, played together in lockstep on whichever
 *     machine plays it (0: all of an iteration's games of a size in one block). Like the seed, it
 *     decides the games: smaller blocks spread over more machines, larger ones play more in one batch
 */
public record TrainingConfig(String game, Map<String, Integer> parameters, List<Integer> sizes, NetworkSpec network,
        int iterations, int games, int simulations, int considered, double cScale, int trainSteps, int batchSize, float learningRate,
        float weightDecay, int window, boolean augment, double pastFraction, int evalEvery, int evalGames,
        int evalSimulations, int uctSimulations, long seed, String backend, int block) {
    /** The most self-play games per iteration. */
    public static final int MAX_GAMES = 65_536;

    /** The most positions in the training window. */
    public static final int MAX_WINDOW = 4_000_000;

    /** Checks every size a user controls, before any work starts. */
    public TrainingConfig {
        if (game == null || parameters == null || sizes == null || network == null || backend == null) {
            throw new IllegalArgumentException("a training config needs a game, parameters, sizes, a network and a backend");
        }
        parameters = Map.copyOf(parameters);
        sizes = List.copyOf(sizes);
        check("iterations", iterations, 1, 1_000_000);
        check("games", games, 1, MAX_GAMES);
        check("sims", simulations, 1, 100_000);
        check("m", considered, 1, 1_000);
        if (!(cScale > 0 && cScale <= 100)) {
            throw new IllegalArgumentException("--c-scale must be in (0, 100], not " + cScale);
        }
        check("train-steps", trainSteps, 0, 10_000_000);
        check("batch-size", batchSize, 1, 65_536);
        check("window", window, 1, MAX_WINDOW);
        check("eval-every", evalEvery, 0, 1_000_000);
        check("eval-games", evalGames, 1, 10_000);
        check("eval-sims", evalSimulations, 0, 100_000);
        check("uct-sims", uctSimulations, 1, 1_000_000);
        check("block", block, 0, MAX_GAMES);
        if (!(learningRate > 0 && learningRate < 10)) {
            throw new IllegalArgumentException("--lr must be in (0, 10), not " + learningRate);
        }
        if (!(weightDecay >= 0 && weightDecay < 1)) {
            throw new IllegalArgumentException("--weight-decay must be in [0, 1), not " + weightDecay);
        }
        if (!(pastFraction >= 0 && pastFraction <= 1)) {
            throw new IllegalArgumentException("--past must be in [0, 1], not " + pastFraction);
        }
        if (sizes.size() > 1 && network.model() != NetworkSpec.Model.GIN) {
            throw new IllegalArgumentException("training on several sizes needs --model gin: a ResNet's policy head has"
                    + " one output per action of one size");
        }
    }

    /** The same run with another number of iterations. */
    public TrainingConfig withIterations(int more) {
        return new TrainingConfig(game, parameters, sizes, network, more, games, simulations, considered, cScale,
                trainSteps, batchSize, learningRate, weightDecay, window, augment, pastFraction, evalEvery, evalGames,
                evalSimulations, uctSimulations, seed, backend, block);
    }

    /** The same run on another backend. */
    public TrainingConfig withBackend(String other) {
        return new TrainingConfig(game, parameters, sizes, network, iterations, games, simulations, considered, cScale,
                trainSteps, batchSize, learningRate, weightDecay, window, augment, pastFraction, evalEvery, evalGames,
                evalSimulations, uctSimulations, seed, other, block);
    }

    private static void check(String option, int value, int low, int high) {
        if (value < low || value > high) {
            throw new IllegalArgumentException("--" + option + " must be in [" + low + ", " + high + "], not " + value);
        }
    }
}

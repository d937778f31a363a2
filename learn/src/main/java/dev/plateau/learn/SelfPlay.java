package dev.plateau.learn;

import dev.plateau.agents.GumbelAgent;
import dev.plateau.agents.Seeds;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Games of a network against itself, or in some games against a past version of itself, all in
 * lockstep: each move of every game is one batched Gumbel search, whose leaves are evaluated in one
 * forward pass per simulation. The positions where the learning network moved become training
 * samples: the observation, the search's improved policy and, once the game is over, its outcome for
 * the player who moved.
 *
 * <p>An iteration's games are cut into {@link Block blocks}, each played by itself in one simulator:
 * a block's forward passes hold its own games only, so its positions are the same on whatever
 * machine, beside whatever other block, it is played ({@link SelfPlayer}).
 */
public final class SelfPlay {
    /**
     * What a block of self-play produced.
     *
     * @param positions the positions where the learning network moved, game after game
     * @param games the games played
     * @param moves the moves made in them
     * @param p1Wins, p2Wins, draws their results
     * @param pastGames the games against the past network
     * @param pastScore the learning network's score in them (NaN: none)
     */
    public record Result(List<Position> positions, int games, long moves, int p1Wins, int p2Wins, int draws,
            int pastGames, double pastScore) implements Serializable {
        /** Copies the positions. */
        public Result {
            positions = List.copyOf(positions);
        }
    }

    /**
     * A block of an iteration's self-play games, played together in lockstep: the job's unit of work.
     *
     * @param size the index of the game (board size) in the run's list of games
     * @param index the block's index among those of its size
     * @param games the games of the block
     * @param pastGames the first games of the block, played against the past network
     * @param seed the block's randomness
     */
    public record Block(int size, int index, int games, int pastGames, long seed) implements Serializable {}

    private SelfPlay() {}

    /**
     * The blocks of an iteration: for each size its games, {@code blockSize} at a time (0: all in one
     * block), the first {@code againstPast[i]} of them against the past network. Block 0 of a size has
     * the seed {@code Seeds.derive(seed, size)} that the size's one batch had before games came in
     * blocks; block b > 0 has {@code Seeds.derive(seed, size, b)}.
     *
     * @param perSize the games of each size
     * @param againstPast how many of them are against the past network
     */
    public static List<Block> blocks(int[] perSize, int[] againstPast, int blockSize, long seed) {
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < perSize.length; i++) {
            int step = blockSize == 0 ? Math.max(1, perSize[i]) : blockSize;
            for (int b = 0, from = 0; from < perSize[i]; b++, from += step) {
                int n = Math.min(step, perSize[i] - from);
                int past = Math.clamp(againstPast[i] - from, 0, n);
                blocks.add(new Block(i, b, n, past, b == 0 ? Seeds.derive(seed, i) : Seeds.derive(seed, i, b)));
            }
        }
        return blocks;
    }

    /**
     * Plays a block.
     *
     * @param game the game of the block's size
     * @param past the past network, or null (then the block's past games are played by the learner)
     * @param progress told the moves made so far, after every move of the batch
     */
    public static Result play(CompiledGame game, Backend backend, Block block, GumbelAgent.Settings search,
            PolicyValueNetwork learner, PolicyValueNetwork past, LongConsumer progress) {
        return play(game, backend, block.games(), search, learner, past, block.pastGames(), block.seed(), progress);
    }

    /**
     * Plays {@code games} games. In the first {@code pastGames} of them (when {@code past} is not null)
     * the learning network plays P1 in the even ones and P2 in the odd ones against {@code past}.
     *
     * @param progress told the moves made so far, after every move of the batch
     */
    private static Result play(CompiledGame game, Backend backend, int games, GumbelAgent.Settings search,
            PolicyValueNetwork learner, PolicyValueNetwork past, int pastGames, long seed, LongConsumer progress) {
        int pastCount = past == null ? 0 : Math.min(pastGames, games);
        List<List<Position>> open = new ArrayList<>();
        List<List<Integer>> movers = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            open.add(new ArrayList<>());
            movers.add(new ArrayList<>());
        }
        long moves = 0;
        try (Simulator sim = Simulator.builder(game).batch(games).backend(backend).threads(1).build();
                GumbelAgent self = new GumbelAgent(game, backend, search, new NetworkEvaluator(learner, false));
                GumbelAgent other = past == null ? null
                        : new GumbelAgent(game, backend, search, new NetworkEvaluator(past, false))) {
            int[] shape = sim.observationShape();
            int per = shape[0] * shape[1] * shape[2];
            float[] observations = new float[games * per];
            int[] actions = new int[games];
            boolean[] running = new boolean[games];
            boolean[] selfMoves = new boolean[games];
            boolean[] pastMoves = new boolean[games];
            for (long ply = 0; ; ply++) {
                boolean anySelf = false;
                boolean anyPast = false;
                for (int env = 0; env < games; env++) {
                    running[env] = !sim.terminated(env) && !sim.truncated(env);
                    boolean againstPast = env < pastCount;
                    boolean pastToMove = againstPast && sim.currentPlayer(env) != env % 2;
                    selfMoves[env] = running[env] && !pastToMove;
                    pastMoves[env] = running[env] && pastToMove;
                    anySelf |= selfMoves[env];
                    anyPast |= pastMoves[env];
                }
                if (!anySelf && !anyPast) {
                    break;
                }
                if (anySelf) {
                    sim.observations(observations);
                    self.chooseActions(sim, selfMoves, Seeds.derive(seed, ply, 0), actions);
                    int actionCount = sim.actionCount();
                    for (int env = 0; env < games; env++) {
                        if (!selfMoves[env]) {
                            continue;
                        }
                        double[] improved = self.improvedPolicy(env);
                        float[] policy = new float[actionCount];
                        for (int a = 0; a < actionCount; a++) {
                            policy[a] = (float) improved[a];
                        }
                        float[] observation = new float[per];
                        System.arraycopy(observations, env * per, observation, 0, per);
                        open.get(env).add(new Position(observation, policy, sim.legalActionMask(env), 0f));
                        movers.get(env).add(sim.currentPlayer(env));
                    }
                }
                if (anyPast) {
                    other.chooseActions(sim, pastMoves, Seeds.derive(seed, ply, 1), actions);
                }
                sim.step(actions, running);
                for (boolean r : running) {
                    moves += r ? 1 : 0;
                }
                progress.accept(moves);
            }
            List<Position> samples = new ArrayList<>();
            int p1 = 0;
            int p2 = 0;
            int draws = 0;
            double pastScore = 0;
            for (int env = 0; env < games; env++) {
                int winner = sim.winner(env);
                p1 += winner == 0 ? 1 : 0;
                p2 += winner == 1 ? 1 : 0;
                draws += winner < 0 ? 1 : 0;
                if (env < pastCount) {
                    pastScore += winner < 0 ? 0.5 : winner == env % 2 ? 1 : 0;
                }
                List<Position> positions = open.get(env);
                for (int i = 0; i < positions.size(); i++) {
                    Position s = positions.get(i);
                    samples.add(new Position(s.observation(), s.policy(), s.legal(),
                            sim.reward(env, movers.get(env).get(i))));
                }
            }
            return new Result(samples, games, moves, p1, p2, draws, pastCount,
                    pastCount == 0 ? Double.NaN : pastScore / pastCount);
        }
    }
}

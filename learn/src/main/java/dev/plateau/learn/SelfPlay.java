package dev.plateau.learn;

import dev.plateau.agents.GumbelAgent;
import dev.plateau.agents.Seeds;
import dev.plateau.sim.Backend;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Games of a network against itself, or in some games against a past version of itself, all in
 * lockstep: each move of every game is one batched Gumbel search, whose leaves are evaluated in one
 * forward pass per simulation. The positions where the learning network moved become training
 * samples: the observation, the search's improved policy and, once the game is over, its outcome for
 * the player who moved.
 */
final class SelfPlay {
    /** What a round of self-play produced. */
    record Result(List<ReplayBuffer.Sample> samples, int games, long moves, int p1Wins, int p2Wins, int draws,
            int pastGames, double pastScore) {}

    private SelfPlay() {}

    /**
     * Plays {@code games} games. In the first {@code pastGames} of them (when {@code past} is not null)
     * the learning network plays P1 in the even ones and P2 in the odd ones against {@code past}.
     *
     * @param progress told the moves made so far, after every move of the batch
     */
    static Result play(CompiledGame game, Backend backend, int games, GumbelAgent.Settings search,
            PolicyValueNetwork learner, PolicyValueNetwork past, int pastGames, long seed, LongConsumer progress) {
        int pastCount = past == null ? 0 : Math.min(pastGames, games);
        List<List<ReplayBuffer.Sample>> open = new ArrayList<>();
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
                        open.get(env).add(new ReplayBuffer.Sample(observation, policy, sim.legalActionMask(env), 0f));
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
            List<ReplayBuffer.Sample> samples = new ArrayList<>();
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
                List<ReplayBuffer.Sample> positions = open.get(env);
                for (int i = 0; i < positions.size(); i++) {
                    ReplayBuffer.Sample s = positions.get(i);
                    samples.add(new ReplayBuffer.Sample(s.observation(), s.policy(), s.legal(),
                            sim.reward(env, movers.get(env).get(i))));
                }
            }
            return new Result(samples, games, moves, p1, p2, draws, pastCount,
                    pastCount == 0 ? Double.NaN : pastScore / pastCount);
        }
    }
}

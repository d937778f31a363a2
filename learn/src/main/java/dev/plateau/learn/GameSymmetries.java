package dev.plateau.learn;

import dev.plateau.board.Symmetry;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The symmetries of a board that are symmetries of a game, for augmenting training data. A board's
 * symmetry is not always one of its game (Connect Four's stones fall down; Hex's players join
 * different edges), and the rules do not say which are, so they are tested: a symmetry is kept if,
 * in random playouts replayed side by side with their mirror images, the mirrored game has exactly
 * the mirrored legal actions and observations at every step and the same result. A rule that breaks
 * a symmetry shows in some playout; the number of playouts bounds how rare a position may be that
 * the test misses.
 */
public final class GameSymmetries {
    private GameSymmetries() {}

    /** The board symmetries, the identity first, that pass the test on {@code playouts} random playouts. */
    public static List<Symmetry> verified(CompiledGame game, int playouts, long seed) {
        List<Symmetry> kept = new ArrayList<>();
        for (Symmetry s : game.topology().symmetries()) {
            if (s.isIdentity() || holds(game, s, playouts, seed)) {
                kept.add(s);
            }
        }
        return kept;
    }

    private static boolean holds(CompiledGame game, Symmetry s, int playouts, long seed) {
        try (Simulator plain = Simulator.builder(game).batch(playouts).backend("scalar").threads(1).build();
                Simulator mirror = Simulator.builder(game).batch(playouts).backend("scalar").threads(1).build()) {
            int[] shape = plain.observationShape();
            int per = shape[0] * shape[1] * shape[2];
            float[] a = new float[playouts * per];
            float[] b = new float[playouts * per];
            int[] actions = new int[playouts];
            int[] images = new int[playouts];
            boolean[] running = new boolean[playouts];
            for (long ply = 0; ; ply++) {
                plain.observations(a);
                mirror.observations(b);
                boolean any = false;
                for (int env = 0; env < playouts; env++) {
                    boolean over = plain.terminated(env) || plain.truncated(env);
                    if (over != (mirror.terminated(env) || mirror.truncated(env))
                            || over && plain.winner(env) != mirror.winner(env)) {
                        return false;
                    }
                    float[] image = s.applyToPlanes(Arrays.copyOfRange(a, env * per, (env + 1) * per));
                    if (!Arrays.equals(image, 0, per, b, env * per, (env + 1) * per)) {
                        return false;
                    }
                    running[env] = !over;
                    if (over) {
                        continue;
                    }
                    any = true;
                    List<Integer> legal = plain.legalActions(env);
                    List<Integer> mirrored = new ArrayList<>();
                    for (int action : legal) {
                        int m = game.actions().symmetric(s, action);
                        if (m < 0) {
                            return false;
                        }
                        mirrored.add(m);
                    }
                    mirrored.sort(null);
                    if (!mirrored.equals(mirror.legalActions(env))) {
                        return false;
                    }
                    actions[env] = plain.randomAction(env, seed + ply);
                    images[env] = game.actions().symmetric(s, actions[env]);
                }
                if (!any) {
                    return true;
                }
                plain.step(actions, running);
                mirror.step(images, running);
            }
        }
    }
}

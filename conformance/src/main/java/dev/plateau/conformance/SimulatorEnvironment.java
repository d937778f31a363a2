package dev.plateau.conformance;

import dev.plateau.rules.Player;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The single environment of a {@link Simulator} with a batch of one, as an {@link Environment}:
 * moves from the game's action space ({@link CompiledGame#origin}, {@link CompiledGame#destination}),
 * pieces of the game's declared types, or of the implicit type in a game without declarations.
 * {@link #reset()} puts it back in the initial state.
 */
public final class SimulatorEnvironment implements Environment {
    private final Simulator sim;
    private final CompiledGame game;
    private final int cells;
    private final int[] action = new int[1];

    /**
     * Wraps a simulator.
     *
     * @throws IllegalArgumentException if its batch is not 1 (a step would also step the others)
     */
    public SimulatorEnvironment(Simulator sim) {
        if (sim.batchSize() != 1) {
            throw new IllegalArgumentException("replay needs a simulator with a batch of 1, not " + sim.batchSize());
        }
        this.sim = sim;
        this.game = sim.game();
        this.cells = game.topology().cellCount();
    }

    /** Puts the environment in the initial state (docs/language.md, Game state). */
    public void reset() {
        sim.init();
    }

    @Override
    public int[] board() {
        int[] board = new int[cells];
        for (int c = 0; c < cells; c++) {
            board[c] = sim.cell(0, c);
        }
        return board;
    }

    @Override
    public Piece[] position() {
        Piece[] position = new Piece[cells];
        for (int c = 0; c < cells; c++) {
            int owner = sim.cell(0, c);
            if (owner != 0) {
                String type = sim.piece(0, c);
                // Simulator.piece has no name for the one type of a game without declared pieces.
                position[c] = new Piece(owner, type == null ? Piece.IMPLICIT : type);
            }
        }
        return position;
    }

    @Override
    public Map<Move, Integer> legalMoves() {
        Player mover = Player.of(sim.currentPlayer(0));
        Map<Move, Integer> moves = new LinkedHashMap<>();
        for (int a : sim.legalActions(0)) {
            moves.putIfAbsent(game.isPass(a) ? Move.PASS : new Move(game.origin(a), game.destination(a, mover)), a);
        }
        return moves;
    }

    @Override
    public boolean hasPassAction() {
        return game.plan().hasPassAction();
    }

    @Override
    public int currentPlayer() {
        return sim.currentPlayer(0);
    }

    @Override
    public boolean[] legalActionMask() {
        return sim.legalActionMask(0);
    }

    @Override
    public boolean terminated() {
        return sim.terminated(0);
    }

    @Override
    public int winner() {
        return sim.winner(0);
    }

    @Override
    public int[] scores() {
        return new int[] {sim.score(0, 0), sim.score(0, 1)};
    }

    @Override
    public int[] hands() {
        return new int[] {sim.inHand(0, 0), sim.inHand(0, 1)};
    }

    @Override
    public int stepCount() {
        return sim.stepCount(0);
    }

    @Override
    public void step(int a) {
        action[0] = a;
        sim.step(action);
    }
}

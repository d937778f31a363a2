package dev.plateau.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.plateau.analysis.Analysis;
import dev.plateau.board.Topology;
import dev.plateau.rules.Game;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.Simulator;
import java.util.List;

/**
 * A scripted game on the scalar backend for regression tests: compiles a game with lowering
 * options, plays actions in one environment and compares the board with an ASCII picture ({@code
 * .} empty, {@code X} P1, {@code O} P2, one text row per board row, cells in index order,
 * whitespace ignored).
 */
final class ScriptedSimulation implements AutoCloseable {
    final Simulator sim;
    private final Topology topology;

    ScriptedSimulation(Game game, Lowering.Options options) {
        this(game, options, 0);
    }

    ScriptedSimulation(Game game, Lowering.Options options, long stepLimit) {
        CompiledGame compiled = CompiledGame.compile(Analysis.analyze(game), options);
        this.sim = Simulator.builder(compiled).backend("scalar").batch(1).stepLimit(stepLimit).build();
        this.topology = compiled.topology();
    }

    /** The lowering options of the differential tests: the defaults (cellwise) and literal trials. */
    static List<Lowering.Options> bothTrialStrategies() {
        return List.of(Lowering.Options.defaults(), Lowering.Options.literalTrials());
    }

    /** Plays the actions one after the other. */
    ScriptedSimulation play(int... actions) {
        for (int a : actions) {
            sim.step(a);
        }
        return this;
    }

    /** The board as ASCII, rows of the board on lines, cells separated by spaces. */
    String board() {
        StringBuilder out = new StringBuilder();
        int row = topology.cellCount() == 0 ? 0 : topology.row(0);
        for (int c = 0; c < topology.cellCount(); c++) {
            if (topology.row(c) != row) {
                out.append('\n');
                row = topology.row(c);
            } else if (c > 0) {
                out.append(' ');
            }
            out.append(switch (sim.cell(0, c)) {
                case 1 -> 'X';
                case 2 -> 'O';
                default -> '.';
            });
        }
        return out.toString();
    }

    /** Asserts the board, comparing without whitespace (the message shows both pictures). */
    void assertBoard(String expected) {
        String actual = board();
        assertEquals(expected.replaceAll("\\s+", ""), actual.replaceAll("\\s+", ""),
                () -> "expected\n" + expected.strip() + "\nbut the board is\n" + actual);
    }

    /** The legal actions of the environment. */
    List<Integer> legal() {
        return sim.legalActions(0);
    }

    @Override
    public void close() {
        sim.close();
    }
}

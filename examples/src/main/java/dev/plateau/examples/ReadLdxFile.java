package dev.plateau.examples;

import dev.plateau.diagnostics.GameException;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.PlayoutSummary;
import dev.plateau.sim.Simulator;
import dev.plateau.text.LdxReader;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A game read from a {@code .ldx} file: {@link LdxReader#analyze(Path)} reads and checks it (a
 * mistake is a {@link GameException} whose message points at the file, line and column), and
 * {@link CompiledGame#compile} makes it ready to run.
 */
public final class ReadLdxFile {
    private ReadLdxFile() {}

    /** Connect Four from Plateau's game library, as seen from the examples directory. */
    public static final Path CONNECT_FOUR = Path.of("..", "games", "connect_four.ldx");

    /**
     * Reads, checks and compiles a game file.
     *
     * @throws IOException if the file cannot be read
     * @throws GameException if it is not a valid game
     */
    public static CompiledGame read(Path file) throws IOException {
        return CompiledGame.compile(LdxReader.analyze(file));
    }

    /** Reads the file {@code args[0]} (default {@link #CONNECT_FOUR}), describes it and plays 1,000 random games. */
    public static void main(String[] args) throws IOException {
        Path file = args.length > 0 ? Path.of(args[0]) : CONNECT_FOUR;
        CompiledGame game;
        try {
            game = read(file);
        } catch (GameException e) {
            System.err.println(e.getMessage());
            System.exit(1);
            return;
        }
        try (Simulator sim = Simulator.builder(game).batch(1_000).build()) {
            System.out.printf("%s (%s): %d cells, %d actions, %d legal at the start%n", game.game().name(), file,
                    game.topology().cellCount(), game.actionCount(), sim.legalActions(0).size());
            PlayoutSummary s = sim.playouts(7);
            System.out.printf("%,d random games: P1 won %d, P2 won %d, %d drawn, %.1f moves on average%n",
                    s.playouts(), s.p1Wins(), s.p2Wins(), s.draws(), s.meanLength());
        }
    }
}

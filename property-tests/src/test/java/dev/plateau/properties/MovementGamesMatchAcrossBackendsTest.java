package dev.plateau.properties;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.plateau.sim.Backend;
import dev.plateau.sim.BackendDifferential;
import dev.plateau.sim.BackendDifferential.Shape;
import dev.plateau.sim.BackendDifferential.Subject;
import dev.plateau.sim.IllegalActionPolicy;
import dev.plateau.text.LdxReader;
import dev.plateau.text.LdxWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random movement games ({@link MovementGameGenerators}) give the scalar reference's raw states byte
 * for byte on every other backend that can run here, by {@link BackendDifferential}: random seeds,
 * batches, step limits (random games need not end), policies and auto-reset; and each game's
 * canonical text reads back as the same game.
 */
class MovementGamesMatchAcrossBackendsTest {
    static final long SEED = Long.getLong("QT_SEED", 20_261_125L);

    private static final List<Backend> BACKENDS = BackendDifferential.candidates();

    @Test
    void randomMovementGamesAgreeOnEveryBackend() {
        assertFalse(BACKENDS.isEmpty(), "no backend but the reference can run here");
        IllegalActionPolicy[] policies = IllegalActionPolicy.values();
        qt().withFixedSeed(SEED).withExamples(80)
                .forAll(MovementGameGenerators.games(), longs().all(), integers().between(1, 24), integers().between(1, 8))
                .checkAssert((game, seed, batch, rounds) -> {
                    String text = LdxWriter.write(game);
                    org.junit.jupiter.api.Assertions.assertEquals(game.withParameters(dev.plateau.rules.Parameters.NONE),
                            LdxReader.read("random.ldx", text).game(), text);
                    Shape shape = new Shape(batch, 1 + Long.remainderUnsigned(seed, 150), 1 + (int) (seed >>> 63),
                            rounds, policies[Math.floorMod(seed >> 8, policies.length)], seed, (seed & 16) != 0);
                    Subject subject = new Subject("random movement game:\n" + text, dev.plateau.sim.CompiledGame.compile(game));
                    for (Backend backend : BACKENDS) {
                        BackendDifferential.check(subject, BackendDifferential.reference(), backend, shape);
                    }
                });
    }
}

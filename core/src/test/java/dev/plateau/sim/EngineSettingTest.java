package dev.plateau.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Engine settings as {@link EngineOptions} carry them: a value set is read back, an unset one is
 * the default, and a wrong one is refused with the setting's name and the values allowed.
 */
class EngineSettingTest {
    private enum Colour { RED, DARK_GREEN }

    private static final EngineSetting<Integer> WIDTH = EngineSetting.ofInt("test.width", 8, 1, 64);
    private static final EngineSetting<Colour> COLOUR = EngineSetting.ofEnum("test.colour", Colour.class, Colour.RED);

    @Test
    void unsetSettingsHaveTheirDefaults() {
        EngineOptions options = new EngineOptions(2, 10);
        assertEquals(8, options.get(WIDTH));
        assertEquals(Colour.RED, options.get(COLOUR));
        assertEquals(Map.of(), options.settings());
    }

    @Test
    void setSettingsAreReadBackAndKeepTheRest() {
        EngineOptions options = new EngineOptions(2, 10).with(WIDTH, 64).with(COLOUR, Colour.DARK_GREEN);
        assertEquals(64, options.get(WIDTH));
        assertEquals(Colour.DARK_GREEN, options.get(COLOUR));
        assertEquals(2, options.threads());
        assertEquals(10, options.stepLimit());
        assertEquals(1, options.with(WIDTH, 1).get(WIDTH));
    }

    @Test
    void wrongValuesNameTheSettingAndTheAllowedValues() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new EngineOptions(1, 0).with(WIDTH, 65));
        assertEquals("the engine setting test.width must be a whole number from 1 to 64, not 65", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new EngineOptions(1, 0).with(WIDTH, 0));
        assertEquals("the engine setting test.width must be a whole number from 1 to 64, not 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new EngineOptions(1, 0).with(COLOUR, null));
        assertEquals("the engine setting test.colour must be one of red, dark_green, not null", e.getMessage());
        // A map built by hand is checked too, the value's type included.
        e = assertThrows(IllegalArgumentException.class, () -> new EngineOptions(1, 0, Map.of(WIDTH, "wide")));
        assertEquals("the engine setting test.width must be a whole number from 1 to 64, not wide", e.getMessage());
    }
}

package dev.plateau.cuda.ptx;

/** The PTX directives the emitter writes. */
public enum Directive {
    /** The PTX ISA version of the module. */
    VERSION(".version"),
    /** The target architecture. */
    TARGET(".target"),
    /** The address size (always 64). */
    ADDRESS_SIZE(".address_size"),
    /** Makes an entry visible to the driver ({@code cuModuleGetFunction}). */
    VISIBLE(".visible"),
    /** A kernel entry point. */
    ENTRY(".entry"),
    /** A kernel parameter. */
    PARAM(".param"),
    /** A register declaration. */
    REG(".reg");

    private final String text;

    Directive(String text) {
        this.text = text;
    }

    /** The directive as written in PTX. */
    public String text() {
        return text;
    }

    /** The directive written as {@code text}, or null if the emitter never writes it. */
    public static Directive of(String text) {
        for (Directive d : values()) {
            if (d.text.equals(text)) {
                return d;
            }
        }
        return null;
    }
}

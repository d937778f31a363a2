package dev.plateau.cuda.ptx;

/** The first lines of every module. */
public final class PtxHeader {
    private PtxHeader() {}

    /**
     * The module header for a target: {@code .version}, {@code .target} and {@code .address_size
     * 64}, one per line, each ending in a newline. Pure: the same target gives the same text.
     */
    public static String header(PtxTarget target) {
        return Directive.VERSION.text() + " " + target.isaVersion() + "\n"
                + Directive.TARGET.text() + " " + target.arch() + "\n"
                + Directive.ADDRESS_SIZE.text() + " 64\n";
    }
}

package dev.plateau.cuda.ptx;

/**
 * A GPU architecture to emit PTX for, with the PTX ISA version of the module. PTX for
 * {@code sm_80} also runs (JIT-compiled by the driver) on every later architecture; {@code sm_90}
 * lets ptxas schedule for Hopper.
 */
public enum PtxTarget {
    /** Ampere (A100) and, through the driver's JIT, everything newer. */
    SM_80("sm_80", 8, 0),
    /** Hopper (H100, H200). */
    SM_90("sm_90", 8, 0);

    private final String arch;
    private final int isaMajor;
    private final int isaMinor;

    PtxTarget(String arch, int isaMajor, int isaMinor) {
        this.arch = arch;
        this.isaMajor = isaMajor;
        this.isaMinor = isaMinor;
    }

    /** The architecture name, as in {@code .target} and {@code ptxas -arch}: "sm_80". */
    public String arch() {
        return arch;
    }

    /** The PTX ISA version, e.g. "8.0" (8.0 is the first with every instruction used here on sm_90). */
    public String isaVersion() {
        return isaMajor + "." + isaMinor;
    }
}

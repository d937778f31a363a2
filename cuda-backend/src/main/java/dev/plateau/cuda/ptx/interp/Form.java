package dev.plateau.cuda.ptx.interp;

import static dev.plateau.cuda.ptx.interp.Form.Kind.ADDR;
import static dev.plateau.cuda.ptx.interp.Form.Kind.D32;
import static dev.plateau.cuda.ptx.interp.Form.Kind.D64;
import static dev.plateau.cuda.ptx.interp.Form.Kind.DP;
import static dev.plateau.cuda.ptx.interp.Form.Kind.LABEL;
import static dev.plateau.cuda.ptx.interp.Form.Kind.PARAM;
import static dev.plateau.cuda.ptx.interp.Form.Kind.S32;
import static dev.plateau.cuda.ptx.interp.Form.Kind.S64;
import static dev.plateau.cuda.ptx.interp.Form.Kind.SP;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every instruction form the interpreter executes, by its full PTX name, with the kinds of its
 * operands. This is the whole subset: an instruction whose name is not here is rejected at load
 * time. The semantics (in {@link Machine}) follow the PTX ISA, including where it differs from the
 * plan (shift amounts are clamped, not masked), so that the emitter's corrections are tested.
 */
enum Form {
    MOV_B64("mov.b64", D64, S64),
    MOV_U32("mov.u32", D32, S32),
    LD_PARAM_U64("ld.param.u64", D64, PARAM),
    LD_PARAM_U32("ld.param.u32", D32, PARAM),
    CVTA_TO_GLOBAL_U64("cvta.to.global.u64", D64, S64),
    LD_GLOBAL_U64("ld.global.u64", D64, ADDR),
    ST_GLOBAL_U64("st.global.u64", ADDR, S64),
    CVT_U64_U32("cvt.u64.u32", D64, S32),
    CVT_U32_U64("cvt.u32.u64", D32, S64),
    CVT_S64_S32("cvt.s64.s32", D64, S32),
    ADD_S64("add.s64", D64, S64, S64),
    SUB_S64("sub.s64", D64, S64, S64),
    MUL_LO_S64("mul.lo.s64", D64, S64, S64),
    MAD_LO_S64("mad.lo.s64", D64, S64, S64, S64),
    NEG_S64("neg.s64", D64, S64),
    NOT_B64("not.b64", D64, S64),
    AND_B64("and.b64", D64, S64, S64),
    OR_B64("or.b64", D64, S64, S64),
    XOR_B64("xor.b64", D64, S64, S64),
    POPC_B64("popc.b64", D32, S64),
    CLZ_B64("clz.b64", D32, S64),
    BREV_B64("brev.b64", D64, S64),
    SHL_B64("shl.b64", D64, S64, S32),
    SHR_B64("shr.b64", D64, S64, S32),
    SHR_S64("shr.s64", D64, S64, S32),
    ADD_U32("add.u32", D32, S32, S32),
    AND_B32("and.b32", D32, S32, S32),
    MAD_LO_U32("mad.lo.u32", D32, S32, S32, S32),
    MUL_WIDE_U32("mul.wide.u32", D64, S32, S32),
    SETP_EQ_S64("setp.eq.s64", DP, S64, S64),
    SETP_NE_S64("setp.ne.s64", DP, S64, S64),
    SETP_LT_S64("setp.lt.s64", DP, S64, S64),
    SETP_LE_S64("setp.le.s64", DP, S64, S64),
    SETP_LT_U64("setp.lt.u64", DP, S64, S64),
    SETP_GE_U64("setp.ge.u64", DP, S64, S64),
    SETP_LT_U32("setp.lt.u32", DP, S32, S32),
    SETP_GE_U32("setp.ge.u32", DP, S32, S32),
    SELP_B64("selp.b64", D64, S64, S64, SP),
    BRA("bra", LABEL),
    RET("ret");

    /** What an operand may be. */
    enum Kind {
        /** A 64-bit destination register. */
        D64,
        /** A 32-bit destination register. */
        D32,
        /** A destination predicate. */
        DP,
        /** A 64-bit source: register or immediate. */
        S64,
        /** A 32-bit source: register, special register or immediate that fits in 32 bits. */
        S32,
        /** A source predicate. */
        SP,
        /** {@code [register]}: a 64-bit register holding a global address. */
        ADDR,
        /** {@code [name]}: a kernel parameter of the instruction's type. */
        PARAM,
        /** A label of the same kernel. */
        LABEL
    }

    private final String ptxName;
    private final List<Kind> operands;

    Form(String ptxName, Kind... operands) {
        this.ptxName = ptxName;
        this.operands = List.of(operands);
    }

    /** The full PTX name, e.g. {@code setp.ge.u64}. */
    String ptxName() {
        return ptxName;
    }

    /** The operand kinds, in order. */
    List<Kind> operands() {
        return operands;
    }

    private static final Map<String, Form> BY_NAME = new HashMap<>();

    static {
        for (Form f : values()) {
            BY_NAME.put(f.ptxName, f);
        }
    }

    /** The form of a full instruction name, or null if the interpreter does not execute it. */
    static Form of(String ptxName) {
        return BY_NAME.get(ptxName);
    }
}

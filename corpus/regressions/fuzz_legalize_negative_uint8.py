# RXV: fuzz find (builtin:all, seed 1 of scripts/main.sh): legalize lowered relax.negative of a uint8 tensor to T.uint8(-1) * x, whose literal does not fit in uint8, so the output did not read back. Now 0 - x for unsigned dtypes (wrapping, as TVM's negative)
# EXPECT: well-formed
# EVAL: main(uint8[3]{0, 1, 200}) -> uint8[3]{0, 255, 56}
# PASS: legalize
# PASS-EXPECT: fuzz_legalize_negative_uint8.expected

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), dtype="uint8")) -> R.Tensor((3,), dtype="uint8"):
        v: R.Tensor((3,), dtype="uint8") = R.negative(x)
        return v

# RXV: fuzz find (rxv fuzz --pass builtin:all --seed 7): legalize lowers relax.negative to -1 * x, which keeps a NaN's sign bit where negative flips it; R.print then showed "-nan" for one and "nan" for the other, so the effect traces differed. A NaN's sign is not part of its value: print now writes every NaN as nan, as Python does
# EXPECT: well-formed
# EVAL: main(float32[2]{1, -2}) -> float32[2]{nan, nan}
# PASS: legalize
# PASS-EXPECT: fuzz_legalize_negative_nan_sign.expected

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        z: R.Tensor((2,), dtype="float32") = R.subtract(x, x)
        n: R.Tensor((2,), dtype="float32") = R.divide(z, z)
        v: R.Tensor((2,), dtype="float32") = R.negative(n)
        p: R.Tuple = R.print(n, v, format="")
        return v

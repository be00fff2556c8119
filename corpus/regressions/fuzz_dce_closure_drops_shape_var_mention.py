# RXV: fuzz oracle false positive (rxv fuzz --pass builtin:all --seed 7): after dce dropped lv27, the closure v29 no longer mentions n0 in its text, so the interpreter does not capture n0, and the per-binding conformance check of v25 : R.Tensor((n0 * n0,)) found n0 unbound. A shape variable the frame has not bound now accepts anything
# EXPECT: well-formed
# EVAL: main(int64[2,2]{1, 2, 3, 4}) -> int64[2,2]{1, 2, 3, 4}
# PASS: dce
# PASS-EXPECT: fuzz_dce_closure_drops_shape_var_mention.expected

@I.ir_module
class Module:
    @R.function
    def main(v1: R.Tensor(("n0", "n0"), dtype="int64")):
        n0 = T.int64()
        @R.function
        def v29(v23: R.Tensor(("m3", "m3"), dtype="int64"), v24: R.Tensor(("m3", "m3"), dtype="int64")):
            m3 = T.int64()
            v25 = R.cumsum(v1)
            with R.dataflow():
                lv27: R.Tensor((n0, n0), dtype="int64") = R.abs(v1)
                R.output()
            return v25

        v30: R.Tensor(dtype="int64", ndim=1) = v29(v1, v1)
        return v1

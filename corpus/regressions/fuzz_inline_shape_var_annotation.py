# RXV: inline substituted the callee's parameters in binding values but not in annotations, so an inlined `R.Tensor(s, ...)` named the callee's Shape parameter `s`, undefined in the caller (the output did not read back). rxv fuzz --pass builtin:all --count 20000 --seed 1 -j 2, program seed 4259426663807423353
# EXPECT: well-formed
# EVAL: main(int32[2]{1, 2}) -> int32[2]{0, 0}
# PASS: inline
# PASS-EXPECT: fuzz_inline_shape_var_annotation.expected
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def helper(s: R.Shape(ndim=1)) -> R.Tensor(dtype="int32", ndim=1):
        lv: R.Tensor(s, dtype="int32", ndim=1) = R.zeros(s, dtype="int32")
        return lv

    @R.function
    def main(x: R.Tensor((2,), dtype="int32")) -> R.Tensor(dtype="int32", ndim=1):
        cls = Module
        sh: R.Shape(ndim=1) = R.shape_of(x)
        r: R.Tensor(dtype="int32", ndim=1) = cls.helper(sh)
        return r

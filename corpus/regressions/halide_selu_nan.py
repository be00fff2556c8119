# RXV: interpreter and Halide backend: R.nn.selu of NaN gave 0 (max(0, x) and min(0, ...) written as comparisons drop NaN); selu is scale (max(0, x) + min(0, alpha (exp(x) - 1))) with numpy's NaN-propagating max/min, and TVM's legalized selu on rxv's TIR interpreter gives NaN. Found by the issue-16 `rxv fuzz --pass tvm:LegalizeOps --seed 26 -j 2` campaign (program seed 7106331553416342330: selu of sqrt of a negative number, a false `refines` finding; the Halide lowering had the same comparisons, found by `rxv diff corpus`)
# EXPECT: well-formed
# EVAL: main(float16[]{nan}, float32[2]{nan, -1}) -> (float16[]{nan}, float32[2]{nan, -1.1113307})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float16"), y: R.Tensor((2,), dtype="float32")) -> R.Tuple(R.Tensor((), dtype="float16"), R.Tensor((2,), dtype="float32")):
        a: R.Tensor((), dtype="float16") = R.nn.selu(x)
        b: R.Tensor((2,), dtype="float32") = R.nn.selu(y)
        return (a, b)

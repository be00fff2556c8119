# RXV: sum over no axes (a 0-d tensor) of -0.0 is +0.0, as 0 + -0 (the reduction starts at 0); the Halide lowering returned the element itself (-0.0), so a later division by it gave inf where the interpreter gives -inf. rxv fuzz --backend halide-cpu --time 300s --seed 1 -j 2, program seed 5989484562827152380
# EXPECT: well-formed
# EVAL: main(float32[]{-0.0}, float32[]{-3}) -> (float32[]{0}, float32[]{-inf}, float32[]{0})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32"), y: R.Tensor((), dtype="float32")):
        with R.dataflow():
            s: R.Tensor((), dtype="float32") = R.sum(x)
            d: R.Tensor((), dtype="float32") = R.divide(y, s)
            m: R.Tensor((), dtype="float32") = R.mean(x)
            gv = (s, d, m)
            R.output(gv)
        return gv

# RXV: Halide's argmax/argmin over several axes took the last of tied extremes in the RDom's order (first axis innermost), not the first in row-major order as the spec and numpy; fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 5, 2, 5, 0, 5}, int32[2,3]{3, 0, 0, 0, 1, 1}) -> (int64[]{1}, int64[]{1})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((2, 3), dtype="int32")) -> R.Tuple(R.Tensor((), dtype="int64"), R.Tensor((), dtype="int64")):
        with R.dataflow():
            a: R.Tensor((), dtype="int64") = R.argmax(x, axis=None, keepdims=False)
            b: R.Tensor((), dtype="int64") = R.argmin(y, axis=None, keepdims=False)
            gv: R.Tuple(R.Tensor((), dtype="int64"), R.Tensor((), dtype="int64")) = (a, b)
            R.output(gv)
        return gv

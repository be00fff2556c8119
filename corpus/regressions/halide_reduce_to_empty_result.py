# RXV: Halide's integer mean and argmax/argmin failed "over no elements" even when the result itself is empty (nothing to compute, the interpreter returns it); fuzzdiff branch, rxv fuzz --backend halide-cpu seed 1
# EXPECT: well-formed
# EVAL: main(int32[0,0]{}, float32[0,0]{}) -> (int32[0]{}, int64[0]{})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((0, 0), dtype="int32"), y: R.Tensor((0, 0), dtype="float32")) -> R.Tuple(R.Tensor((0,), dtype="int32"), R.Tensor((0,), dtype="int64")):
        with R.dataflow():
            a: R.Tensor((0,), dtype="int32") = R.mean(x, axis=[0], keepdims=False)
            b: R.Tensor((0,), dtype="int64") = R.argmax(y, axis=0, keepdims=False)
            gv: R.Tuple(R.Tensor((0,), dtype="int32"), R.Tensor((0,), dtype="int64")) = (a, b)
            R.output(gv)
        return gv

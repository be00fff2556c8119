# RXV: interpreter: R.min of a 0-d tensor holding inf gave 3.4028235e+38 (the finite identity); TVM's compiled code reduces over no axis there and returns the element (inf), as Halide does; over one or more reduced axes the finite identity stays (halide_max_min_empty_and_infinite.py). Found by a 300 s `rxv fuzz --backend halide-cpu --seed 1 -j 2` campaign (program seed 6285190008962074442), triaged by `rxv diff --backend halide-cpu,tvm-llvm` (both backends gave inf)
# EXPECT: well-formed
# EVAL: main(float32[]{inf}, float16[]{-inf}) -> (float32[]{inf}, float16[]{-inf}, float32[]{inf})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((), dtype="float32"), y: R.Tensor((), dtype="float16")) -> R.Tuple(R.Tensor((), dtype="float32"), R.Tensor((), dtype="float16"), R.Tensor((), dtype="float32")):
        with R.dataflow():
            a: R.Tensor((), dtype="float32") = R.min(x, axis=None, keepdims=True)
            b: R.Tensor((), dtype="float16") = R.max(y, axis=None, keepdims=False)
            c: R.Tensor((), dtype="float32") = R.max(x, axis=None, keepdims=False)
            gv: R.Tuple(R.Tensor((), dtype="float32"), R.Tensor((), dtype="float16"), R.Tensor((), dtype="float32")) = (a, b, c)
            R.output(gv)
        return gv

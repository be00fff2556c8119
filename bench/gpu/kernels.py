# EXPECT: well-formed
# The kernels bench/gpu.sh times on a GPU (bench/gpu_timing.py): a float32 add, matmul and 3x3
# conv2d, with symbolic shapes so that one compiled region serves every size. They are the ops
# of the AOT generators (backends/halide/aot/op_generators.cpp), through the same lowerings and
# the same GPU schedule (gpu_schedule.h); `rxv diff bench/gpu --bundle` compiles them as regions.
@I.ir_module
class Module:
    @R.function
    def add(a: R.Tensor(("m", "n"), dtype="float32"), b: R.Tensor(("m", "n"), dtype="float32")):
        with R.dataflow():
            gv = R.add(a, b)
            R.output(gv)
        return gv

    @R.function
    def matmul(a: R.Tensor(("m", "k"), dtype="float32"), b: R.Tensor(("k", "n"), dtype="float32")):
        with R.dataflow():
            gv = R.matmul(a, b)
            R.output(gv)
        return gv

    @R.function
    def conv2d(x: R.Tensor(("n", "c", "h", "w"), dtype="float32"), k: R.Tensor(("o", "c", 3, 3), dtype="float32")):
        with R.dataflow():
            gv = R.nn.conv2d(x, k, padding=[1, 1, 1, 1])
            R.output(gv)
        return gv

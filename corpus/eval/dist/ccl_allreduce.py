# RXV: relax.ccl.allreduce on the interpreter's single worker: any reduction (sum, max, avg, ...) over one worker is that worker's tensor; a DTensor spread over a mesh of several devices cannot be reduced in one process
# EXPECT: well-formed
# EVAL: main(float32[2,2]{1, -2, 3.5, 0}) -> (float32[2,2]{1, -2, 3.5, 0}, float32[2,2]{1, -2, 3.5, 0})
# EVAL: one_device(float32[3]{1, 2, 3}) -> float32[3]{1, 2, 3}
# EVAL: two_devices(float32[2]{1, 2}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((1,), I.Range(0, 1)), R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="float32")):
        a = R.ccl.allreduce(x, op_type="sum")
        b = R.ccl.allreduce(x, op_type="avg")
        return (a, b)

    @R.function
    def one_device(x: R.DTensor((3,), "float32", "mesh[0]", "S[0]")) -> R.DTensor((3,), "float32", "mesh[0]", "R"):
        a = R.ccl.allreduce(x)
        return a

    @R.function
    def two_devices(x: R.DTensor((2,), "float32", "mesh[1]", "R")) -> R.DTensor((2,), "float32", "mesh[1]", "R"):
        a = R.ccl.allreduce(x)
        return a

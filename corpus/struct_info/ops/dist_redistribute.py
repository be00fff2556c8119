# RXV: relax.dist.redistribute(input, device_mesh, placement): the input's tensor as a DTensor on the given mesh and placement (TVM: InferDistStructInfoRedistribute); TVM gives it no rule for a plain Tensor
# EXPECT-SINFO: main.a : R.DTensor((n, 8), "float32", "mesh[0]", "S[0]")
# EXPECT-SINFO: main.b : R.DTensor((n, 8), "float32", "mesh[1]", "R, S[1]")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2)), R.device_mesh((2, 2), I.Range(0, 4))]})
    @R.function
    def main(x: R.DTensor(("n", 8), "float32", "mesh[0]", "S[1]")) -> R.DTensor(("n", 8), "float32", "mesh[0]", "S[0]"):
        n = T.int64()
        a = R.dist.redistribute(x, "mesh[0]", "S[0]")
        b = R.dist.redistribute(x, device_mesh="mesh[1]", placement="R, S[1]")
        return a

    @R.function
    def bad(x: R.Tensor((4, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        e = R.dist.redistribute(x, "mesh[0]", "S[0]")
        return x

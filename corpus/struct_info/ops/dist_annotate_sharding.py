# RXV: relax.dist.annotate_sharding(input, device_mesh, placement): the input's StructInfo, Tensor or DTensor (TVM: InferStructInfoAnnotateSharding); the mesh must be declared
# EXPECT-SINFO: main.a : R.Tensor((n, 8), dtype="float32")
# EXPECT-SINFO: main.b : R.DTensor((n, 8), "float32", "mesh[0]", "S[1]")
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"mesh": [R.device_mesh((2,), I.Range(0, 2))]})
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), y: R.DTensor(("n", 8), "float32", "mesh[0]", "S[1]")) -> R.Tensor(("n", 8), dtype="float32"):
        n = T.int64()
        a = R.dist.annotate_sharding(x, device_mesh="mesh[0]", placement="S[1]")
        b = R.dist.annotate_sharding(y, "mesh[0]", "R")
        return a

    @R.function
    def bad(x: R.Tensor((4, 8), dtype="float32")) -> R.Tensor((4, 8), dtype="float32"):
        e = R.dist.annotate_sharding(x, device_mesh="mesh[3]", placement="S[1]")
        return e

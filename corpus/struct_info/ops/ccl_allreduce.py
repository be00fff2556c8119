# RXV: relax.ccl.allreduce(x, op_type="sum", in_group=True): x's StructInfo; on a DTensor, replicated on every mesh dimension (TVM: InferStructInfoAllReduce, InferDistStructInfoAllReduce)
# EXPECT-SINFO: main.a : R.Tensor((n, 8), dtype="float32")
# EXPECT-SINFO: main.b : R.DTensor((n, 8), "float32", "mesh[0]", "R")
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
        a = R.ccl.allreduce(x, op_type="sum")
        b = R.ccl.allreduce(y, "max", False)
        return a

    @R.function
    def bad(x: R.Shape([4, 8])) -> R.Shape([4, 8]):
        e = R.ccl.allreduce(x)
        return x

# RXV: relax.ccl.allgather(x, num_workers, in_group=True): axis 0 multiplied by num_workers; x's StructInfo when its shape is unknown (TVM: InferStructInfoAllGather)
# EXPECT-SINFO: main.a : R.Tensor((n * 4, 8), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor(dtype="float16", ndim=2)
# EXPECT-ERROR: SI-op
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 8), dtype="float32"), y: R.Tensor(dtype="float16", ndim=2)) -> R.Tensor(("n * 4", 8), dtype="float32"):
        n = T.int64()
        a = R.ccl.allgather(x, num_workers=4)
        b = R.ccl.allgather(y, 2)
        return a

    @R.function
    def bad(x: R.Shape([4, 8])) -> R.Shape([4, 8]):
        e = R.ccl.allgather(x, 2)
        return x

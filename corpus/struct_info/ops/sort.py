# RXV: relax.sort / argsort / topk (TVM's sorting.cc): sort keeps x's StructInfo; argsort gives data's shape in `dtype`; topk gives (values, indices) with the axis dim k unless k < 1 or the dim is a literal <= k, one of them by ret_type; an unknown ret_type or an axis out of range is SI-op
# EXPECT-SINFO: main.a : R.Tensor((n, 5), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 5), dtype="int64")
# EXPECT-SINFO: main.c : R.Tuple(R.Tensor((n, 2), dtype="float32"), R.Tensor((n, 2), dtype="int32"))
# EXPECT-SINFO: main.d : R.Tensor((n, 5), dtype="float32")
# EXPECT-SINFO: main.e : R.Tensor((3, 5), dtype="int64")
# EXPECT-SINFO: main.f : R.Tensor(dtype="float32", ndim=2)
# EXPECT-ERROR: SI-op @ 29:14
# EXPECT-ERROR: SI-op @ 30:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 5), dtype="float32"), y: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(("n", 5), dtype="float32"):
        n = T.int64()
        a = R.sort(x, axis=0, descending=True)
        b = R.argsort(x, dtype="int64")
        c = R.topk(x, k=2)
        d = R.topk(x, 7, ret_type="values")
        e = R.topk(x, 3, axis=0, ret_type="indices", largest=False, dtype="int64")
        f = R.topk(y, 2, ret_type="values")
        return a

    @R.function
    def bad(x: R.Tensor((3, 5), dtype="float32")) -> R.Tensor((3, 5), dtype="float32"):
        e1 = R.topk(x, 2, ret_type="all")
        e2 = R.topk(x, 2, axis=2)
        return x

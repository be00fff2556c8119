# RXV: relax.bucketize(input_tensor, boundaries, out_int32=False, right=False): input_tensor's shape in int64 (int32 with out_int32); boundaries must be 1-D
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="int64")
# EXPECT-SINFO: main.c : R.Tensor((n, 4), dtype="int32")
# EXPECT-ERROR: SI-op @ 20:14
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), b: R.Tensor((3,), dtype="float32")) -> R.Tensor(("n", 4), dtype="int64"):
        n = T.int64()
        a = R.bucketize(x, b)
        c = R.bucketize(x, b, out_int32=True, right=True)
        return a

    @R.function
    def bad(x: R.Tensor((3, 4), dtype="float32"), b: R.Tensor((3, 1), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
        e1 = R.bucketize(x, b)
        return x

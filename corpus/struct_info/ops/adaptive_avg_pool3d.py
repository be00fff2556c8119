# RXV: relax.nn.adaptive_avg_pool3d(data, output_size, layout, out_layout): (N, C, output_size...), an int repeated, None keeps the input's extents; output_size of another length is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 3, 1, 1, 1), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((n, 3, d, 5, 7), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((n, 3, 2, 3, 4), dtype="float32")
# EXPECT-ERROR: SI-op @ 23:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3, "d", 5, 7), dtype="float32")) -> R.Tensor(("n", 3, 1, 1, 1), dtype="float32"):
        n = T.int64()
        d = T.int64()
        a = R.nn.adaptive_avg_pool3d(x, output_size=[1], layout="NCDHW", out_layout="NCDHW")
        b = R.nn.adaptive_avg_pool3d(x, output_size=None, layout="NCDHW", out_layout="NCDHW")
        c = R.nn.adaptive_avg_pool3d(x, output_size=[2, 3, 4], layout="NCDHW", out_layout="NCDHW")
        return a

    @R.function
    def bad(x: R.Tensor((1, 1, 2, 2, 2), dtype="float32")) -> R.Object:
        e = R.nn.adaptive_avg_pool3d(x, output_size=[1, 2], layout="NCDHW", out_layout="NCDHW")
        return e

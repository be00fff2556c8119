# RXV: relax.nn.conv3d_transpose: (N, O * groups, out_d, out_h, out_w) per axis as conv2d_transpose, IODHW weights; data of another rank is an error
# EXPECT-SINFO: main.a : R.Tensor((n, 2, d + 1, 9, 9), dtype="float32")
# EXPECT-ERROR: SI-op @ 19:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4, "d", 4, 4), dtype="float32"), k: R.Tensor((4, 2, 2, 3, 3), dtype="float32")) -> R.Tensor(("n", 2, "d + 1", 9, 9), dtype="float32"):
        n = T.int64()
        d = T.int64()
        a = R.nn.conv3d_transpose(x, k, strides=[1, 2, 2], padding=[0, 0, 0], output_padding=[0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="IODHW", out_layout="NCDHW", out_dtype="void")
        return a

    @R.function
    def bad(x: R.Tensor((1, 4, 4, 4), dtype="float32"), k: R.Tensor((4, 2, 2, 3, 3), dtype="float32")) -> R.Object:
        e = R.nn.conv3d_transpose(x, k, strides=[1, 1, 1], padding=[0, 0, 0], output_padding=[0, 0, 0], dilation=[1, 1, 1], groups=1, data_layout="NCDHW", kernel_layout="IODHW", out_layout="NCDHW", out_dtype="void")
        return e

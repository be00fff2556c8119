# bench: the reference interpreter on conv2d (1x32x96x96, 32x32x3x3, padding 1), max_pool2d and avg_pool2d of its result (bench/RESULTS.md, "N-d convolution and pooling kernels")
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 32, 96, 96), dtype="float32"), w: R.Tensor((32, 32, 3, 3), dtype="float32")) -> R.Tuple(R.Tensor((1, 32, 96, 96), dtype="float32"), R.Tensor((1, 32, 48, 48), dtype="float32"), R.Tensor((1, 32, 96, 96), dtype="float32")):
        a = R.nn.conv2d(x, w, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
        b = R.nn.max_pool2d(a, pool_size=[3, 3], strides=[2, 2], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        c = R.nn.avg_pool2d(a, pool_size=[3, 3], strides=[1, 1], dilation=[1, 1], padding=[1, 1, 1, 1], ceil_mode=False, count_include_pad=True, layout="NCHW", out_layout="NCHW")
        gv = (a, b, c)
        return gv

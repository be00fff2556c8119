# RXV: the N-d convolution and pooling kernels walk their outputs with a multi-index: an output with a 0 extent (here N = 0) has no element to compute (a first version visited one and wrote past the end; found by fuzz_unit's BugZoo campaign)
# EXPECT: well-formed
# EVAL: main(float32[0,2,3]{}, float32[1,0,2,2]{}, float32[0,1,3]{}) -> (float32[0,2,2]{}, float32[1,0,1,1]{}, float32[0,2,4]{})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((0, 2, 3), dtype="float32"), y: R.Tensor((1, 0, 2, 2), dtype="float32"), z: R.Tensor((0, 1, 3), dtype="float32")) -> R.Tuple(R.Tensor((0, 2, 2), dtype="float32"), R.Tensor((1, 0, 1, 1), dtype="float32"), R.Tensor((0, 2, 4), dtype="float32")):
        a = R.nn.adaptive_avg_pool1d(x, output_size=[2], layout="NCW", out_layout="NCW")
        b = R.nn.max_pool2d(y, pool_size=[2, 2], strides=[1, 1], dilation=[1, 1], padding=[0, 0, 0, 0], ceil_mode=False, count_include_pad=False, layout="NCHW", out_layout="NCHW")
        c = R.nn.conv1d_transpose(z, R.const([[[1.0, 2.0], [3.0, 4.0]]], "float32"), strides=[1], padding=[0, 0], output_padding=[0], dilation=[1], groups=1, data_layout="NCW", kernel_layout="IOW", out_layout="NCW", out_dtype="void")
        gv = (a, b, c)
        return gv

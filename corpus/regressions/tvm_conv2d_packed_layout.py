# RXV: conv2d/pooling in TVM's packed layouts (data_layout="NCHW2c", kernel_layout="OIHW2o", out_layout="NCHW2c": a split axis C becomes C // f blocks of f, rounded up) were rejected as "not supported"; 56 of TVM's test modules (test_transform_convert_layout) use them (issue 15)
# EXPECT: well-formed
# EVAL: main(float32[1,2,1,1]{1, 10}, float32[3,2,1,1]{1, 2, 3, 4, 5, 6}) -> float32[1,2,1,1,2]{21, 43, 65, 0}
# EVAL: packed_in(float32[1,1,1,1,2]{1, 10}, float32[1,2,1,1,2]{1, 3, 2, 4}) -> float32[1,2,1,1]{21, 43}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 2, 1, 1), dtype="float32"), w: R.Tensor((3, 2, 1, 1), dtype="float32")) -> R.Tensor((1, 2, 1, 1, 2), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 2, 1, 1, 2), dtype="float32") = R.nn.conv2d(x, w, out_layout="NCHW2c")
            R.output(gv)
        return gv

    @R.function
    def packed_in(x: R.Tensor((1, 1, 1, 1, 2), dtype="float32"), w: R.Tensor((1, 2, 1, 1, 2), dtype="float32")) -> R.Tensor((1, 2, 1, 1), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((1, 2, 1, 1), dtype="float32") = R.nn.conv2d(x, w, data_layout="NCHW2c", kernel_layout="OIHW2o", out_layout="NCHW")
            p: R.Tensor((1, 1, 1, 1, 2), dtype="float32") = R.nn.max_pool2d(x, pool_size=[1, 1], layout="NCHW2c")
            gv: R.Tensor((1, 2, 1, 1), dtype="float32") = y
            R.output(gv)
        return gv

# RXV: `N, C = T.int64(), T.int64(15)`: Python unpacks the tuple, so C names the constant 15 while N declares a shape variable (was: "T.int64() declares a variable; it is not a value here"; TVM's test_transform_convert_layout)
# EXPECT: well-formed
# EXPECT-SINFO: main.lv0 : R.Tensor((N, 15), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor(dtype="float32", ndim=2)) -> R.Tensor(dtype="float32", ndim=2):
    N, C = T.int64(), T.int64(15)
    lv0: R.Tensor((N, C), dtype="float32") = R.match_cast(x, R.Tensor((N, C), dtype="float32"))
    return lv0

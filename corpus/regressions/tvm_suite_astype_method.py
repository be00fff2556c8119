# RXV: x.astype(dtype), the Python method of Relax expressions, is R.astype(x, dtype) (TVM's test_training_loss, test_tvmscript_parser)
# EXPECT: well-formed
# EXPECT-SINFO: main.y : R.Tensor((3, 5), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((3, 5), dtype="int64")) -> R.Tensor((3, 5), dtype="float32"):
    y = x.astype("float32")
    return y

# RXV: R.squeeze with an axis whose literal length is not 1 keeps that axis (TVM >= 0.23, as PyTorch); was SI-op "dimension 0 ... is 3, not 1" (TVM's test_frontend_from_exported_program)
# EXPECT: well-formed
# EXPECT-SINFO: main.lv : R.Tensor((3, 4), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((3, 1, 4, 1), dtype="float32")) -> R.Tensor((3, 4), dtype="float32"):
    lv = R.squeeze(x, axis=[0, 1, 2, 3])
    return lv

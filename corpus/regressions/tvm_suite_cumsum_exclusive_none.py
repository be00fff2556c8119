# RXV: relax.cumsum's exclusive is TVM's Optional<Bool>: None reads as False, and Python's 0 / 1 are bools (TVM's main prints exclusive=None and exclusive=0; was SI-op "attribute 'exclusive' must be a bool")
# EXPECT: well-formed
# EVAL: main(float32[2,3]{1, 2, 3, 4, 5, 6}) -> float32[2,3]{0, 1, 3, 0, 4, 9}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def main(x: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
    a: R.Tensor((2, 3), dtype="float32") = R.cumsum(x, axis=1, dtype=None, exclusive=None)
    b: R.Tensor((2, 3), dtype="float32") = R.cumsum(x, axis=1, dtype="float32", exclusive=1)
    return b

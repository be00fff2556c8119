# RXV: relax.topk at run time (TVM's tvm.contrib.sort.topk): the k largest (largest=True) or smallest values along axis in sorted order, ties to the lower index, with their positions in `dtype`; k < 1 takes the whole axis; k larger than the axis is an IndexOutOfRange
# EXPECT: well-formed
# EVAL: main(float32[2,5]{1, 3, 3, 0, 3, 4, 4, 2, 2, 9}) -> (float32[2,2]{3, 3, 9, 4}, int32[2,2]{1, 2, 4, 0}, float32[2,3]{0, 1, 3, 2, 2, 4}, int64[2,3]{3, 0, 1, 2, 3, 0}, float32[2,5]{3, 3, 3, 1, 0, 9, 4, 4, 2, 2})
# EVAL: main(float32[2,5]{1, 3, nan, 0, 3, 4, 4, 2, 2, 9}) -> error(Other)
# EVAL: axis0(float32[3,2]{1, 5, 2, 5, 0, 7}) -> int32[2,2]{1, 2, 0, 0}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 5), dtype="float32")) -> R.Tuple(R.Tensor((2, 2), dtype="float32"), R.Tensor((2, 2), dtype="int32"), R.Tensor((2, 3), dtype="float32"), R.Tensor((2, 3), dtype="int64"), R.Tensor((2, 5), dtype="float32")):
        t = R.topk(x, k=2)
        v = t[0]
        i = t[1]
        s = R.topk(x, 3, largest=False, dtype="int64")
        sv = s[0]
        si = s[1]
        a = R.topk(x, 0, ret_type="values")
        return (v, i, sv, si, a)

    @R.function
    def axis0(x: R.Tensor((3, 2), dtype="float32")) -> R.Tensor((2, 2), dtype="int32"):
        a = R.topk(x, 2, axis=0, ret_type="indices")
        return a

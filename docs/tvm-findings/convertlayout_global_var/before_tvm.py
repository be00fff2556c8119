# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(pure=False)
    def main(v1: R.Tensor(("n0",), dtype="float16"), v2: R.Tensor((), dtype="int64"), v3: R.Tensor(("n0", 1), dtype="int64")) -> R.Tensor(dtype="float16", ndim=2):
        n0 = T.int64()
        with R.dataflow():
            v4: R.Tensor((n0, 1), dtype="int64") = R.multiply(v3, v3)
            lv5: R.Tensor((n0, 1), dtype="float16") = R.zeros(R.shape([n0, 1]), dtype="float16")
            v6: R.Tensor(dtype="float16", ndim=2) = R.triu(lv5, R.prim_value(0))
            R.output(v4, v6)
        v7: R.Tuple = R.print(v1, format="")
        return v6

# RXV: Python operators on Relax values are ops, as TVM's ExprWithOp defines them: x + y is R.add, -x R.negative, x < y R.less (issue 15)
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((2, 3), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((2, 3), dtype="bool")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="bool"):
        with R.dataflow():
            a = x + y
            b = -(a * x) / y - x
            c = b < x
            R.output(c)
        return c

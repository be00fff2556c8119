# TVM finding 53: CombineParallelMatmul on two matmuls of a 1-d left operand (a vector times
# two matrices): the combined matmul's result is 1-d, but the pass splits it on axis
# max(lhs_ndim, rhs_ndim) - 1 = 1, and relax.split raises "the input axis 1 is out of range".
from _pass_common import check_raises
from tvm import relax

check_raises('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3,), "float32"), w1: R.Tensor((3, 2), "float32"),
             w2: R.Tensor((3, 4), "float32")):
        with R.dataflow():
            a = R.matmul(x, w1)
            b = R.matmul(x, w2)
            c = (a, b)
            R.output(c)
        return c
''', relax.transform.CombineParallelMatmul, "CombineParallelMatmul raises on a 1-d lhs")

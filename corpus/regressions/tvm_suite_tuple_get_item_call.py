# RXV: R.TupleGetItem(t, i), the node's constructor, is t[i] (was: an unknown operator, and its R.Object result failed R.add; TVM's test_tvmscript_parser, test_dataflow_pattern)
# EXPECT: well-formed
# EXPECT-SINFO: foo.b : R.Tensor((2, 3), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@R.function
def foo(x: R.Tensor((2, 3), dtype="float32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
    t2 = (x, y)
    b = R.TupleGetItem(t2, 1)
    c = R.add(x, b)
    return c

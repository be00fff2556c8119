# RXV: a lone @R.function has no GlobalVar, so its global_symbol ("main") need not equal its Python name (issue 15: WF-13 false alarm on TVM's tests)
# EXPECT: well-formed
# from tvm.script import relax as R

@R.function
def expected(x: R.Tensor((16,), dtype="float32")) -> R.Tensor((16,), dtype="float32"):
    R.func_attr({"global_symbol": "main"})
    return x

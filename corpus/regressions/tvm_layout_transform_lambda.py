# RXV: R.layout_transform takes a Python lambda as its index_map (TVM's function makes an IndexMap of it) (issue 15)
# EXPECT: well-formed
# EXPECT-SINFO: main.gv : R.Tensor((4, 4), dtype="float32")
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((16,), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        gv = R.layout_transform(x, index_map=lambda i: (i // 4, i % 4), pad_value=None)
        return gv

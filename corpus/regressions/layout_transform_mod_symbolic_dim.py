# RXV: layout_transform with `i % 4` on a dim n: the rule gave extent 4 for a symbolic n but the kernel, seeing n = 2, built extent 2, so main's result did not conform to its StructInfo (fuzz find, issue 7). The extent is now 4 for every n, literal or not (the rest is padding)
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor(((n + 3) // 4, 4), dtype="float32")
# EXPECT-SINFO: lit.a : R.Tensor((1, 4), dtype="float32")
# EVAL: main(float32[2]{1, 2}) -> float32[1,4]{1, 2, 0, 0}
# EVAL: lit(float32[2]{1, 2}) -> float32[1,4]{1, 2, 0, 0}
# EVAL: main(float32[0]{}) -> float32[0,4]{}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(dtype="float32", ndim=2):
        n = T.int64()
        a = R.layout_transform(x, index_map=T.index_map(lambda i: (i // 4, i % 4)), pad_value=None, axis_separators=[], input_axis_separators=[])
        return a

    @R.function
    def lit(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        a = R.layout_transform(x, index_map=T.index_map(lambda i: (i // 4, i % 4)), pad_value=None, axis_separators=[], input_axis_separators=[])
        return a

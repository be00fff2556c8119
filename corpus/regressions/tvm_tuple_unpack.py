# RXV: `a, b = t` unpacks a Relax tuple variable into `a = t[0]`, `b = t[1]`, and `c, d = x, y` a tuple literal into `c = x`, `d = y`, in and outside dataflow blocks, as TVM's parser does (issue 15: "tuple unpacking is not TVMScript")
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((2, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tensor((2, 4), dtype="float32")
# EXPECT-SINFO: main.c : R.Tensor((2, 4), dtype="float32")
# EXPECT-SINFO: main.e : R.Tensor((4, 4), dtype="float32")
# EVAL: main(float32[4,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}) -> (float32[2,4]{0, 1, 2, 3, 4, 5, 6, 7}, float32[2,4]{8, 9, 10, 11, 12, 13, 14, 15}, float32[2,4]{0, 1, 2, 3, 4, 5, 6, 7}, float32[4,4]{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32")):
        t = R.split(x, 2)
        a, b = t
        with R.dataflow():
            u = R.split(x, 2)
            c, d = u
            e, f = x, d
            R.output(c, e)
        return (a, b, c, e)
